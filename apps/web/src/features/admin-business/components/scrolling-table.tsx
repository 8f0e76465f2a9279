import { type ReactNode, useId } from 'react'
import { cn } from '../../../lib/cn.ts'

/**
 * A table wider than a phone, with its caption kept in view above the box it scrolls in (a <caption>
 * would scroll away). The box scrolls sideways by keyboard too (WCAG 2.1.1), so it takes the focus.
 */
export function ScrollingTable({
  caption,
  className,
  children,
}: {
  caption: string
  /** The table's own text size. */
  className: string
  /** The table's head and body. */
  children: ReactNode
}) {
  const captionId = useId()
  return (
    <>
      <p id={captionId} className="text-sm font-medium text-ink-800">
        {caption}
      </p>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-ink-200"
      >
        <table aria-labelledby={captionId} className={cn('w-full border-collapse text-left', className)}>
          {children}
        </table>
      </section>
    </>
  )
}
