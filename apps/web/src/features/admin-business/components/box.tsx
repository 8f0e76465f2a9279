import { es } from '@sosiego/shared/messages/back-office'
import { type ReactNode, useId } from 'react'
import { cn } from '../../../lib/cn.ts'

export type Status = 'loading' | 'error' | 'ready'

type BoxProps = {
  title: string
  status: Status
  /** A line under the title: what the figure counts. */
  hint?: ReactNode
  /** Beside the title (a CSV button). */
  action?: ReactNode
  className?: string
  children?: ReactNode
}

/** A titled white box on the page: a figure card or a table's frame. */
export function Box({ title, status, hint, action, className, children }: BoxProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-xs',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-ink-800">
          {title}
        </h3>
        {action}
      </div>
      {hint ? <p className="text-sm text-ink-600">{hint}</p> : null}
      {status === 'loading' ? (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-md bg-ink-100" />
      ) : null}
      {status === 'error' ? <p className="text-sm text-ink-600">{es['business.cardFailed']}</p> : null}
      {status === 'ready' ? children : null}
    </section>
  )
}
