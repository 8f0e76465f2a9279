import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

const tones = {
  info: { classes: 'border-primary-200 bg-primary-50 text-primary-900', icon: Info },
  success: { classes: 'border-success-100 bg-success-50 text-success-700', icon: CircleCheck },
  danger: { classes: 'border-danger-100 bg-danger-50 text-danger-700', icon: CircleAlert },
} as const

type AlertProps = ComponentProps<'div'> & { tone?: keyof typeof tones }

/** An inline message box. Give it role="alert" when it appears in answer to an action. */
export function Alert({ tone = 'info', className, children, ...props }: AlertProps) {
  const { classes, icon: Icon } = tones[tone]
  return (
    <div className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">{children}</div>
    </div>
  )
}
