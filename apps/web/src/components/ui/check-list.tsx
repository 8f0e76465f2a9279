import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

type CheckListProps = {
  items: readonly string[]
  className?: string
  /** Further list items after the checked ones (a "+N more" line). */
  children?: ReactNode
}

/** A list of short texts, each after a check mark (a plan's features). */
export function CheckList({ items, className, children }: CheckListProps) {
  return (
    <ul className={cn('flex flex-col gap-2.5 text-sm text-ink-800', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
          <span>{item}</span>
        </li>
      ))}
      {children}
    </ul>
  )
}
