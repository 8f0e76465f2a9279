import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { cn } from '../../../lib/cn.ts'

const iconTones = {
  primary: 'bg-primary-100 text-primary-700',
  success: 'bg-success-100 text-success-700',
  danger: 'bg-danger-100 text-danger-700',
} as const

type StatusCardProps = {
  icon: LucideIcon
  tone?: keyof typeof iconTones
  title: string
  /** The live part: read out when the state changes (processing, paid, failed). */
  children?: ReactNode
  actions?: ReactNode
}

/** The checkout and payment pages: one centred card with the page's only heading. */
export function StatusCard({ icon: Icon, tone = 'primary', title, children, actions }: StatusCardProps) {
  const titleId = useId()
  return (
    <div className="flex flex-1 justify-center px-4 py-10 sm:items-center sm:px-8 sm:py-20">
      <section
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col items-center gap-5 self-start rounded-2xl border border-ink-200/70 bg-white p-6 text-center shadow-soft sm:self-center sm:p-9"
      >
        <span className={cn('flex size-14 items-center justify-center rounded-full', iconTones[tone])}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 id={titleId} className="font-display text-3xl leading-tight text-ink-950">
          {title}
        </h1>
        {children}
        {actions ? <div className="flex w-full flex-col gap-3 pt-2">{actions}</div> : null}
      </section>
    </div>
  )
}
