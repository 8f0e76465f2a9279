import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'

export const card = 'rounded-2xl border border-ink-200 bg-white p-5 shadow-soft sm:p-6'

/** One of Mi progreso's cards, named by its heading. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn(card, className)}>
      <h2 id={id} className="mb-4 font-display text-2xl text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  )
}
