import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

const tones = {
  neutral: 'bg-ink-100 text-ink-800',
  primary: 'bg-primary-100 text-primary-800',
  accent: 'bg-sand-100 text-sand-800',
  success: 'bg-success-100 text-success-700',
  danger: 'bg-danger-100 text-danger-700',
} as const

type BadgeProps = ComponentProps<'span'> & { tone?: keyof typeof tones }

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
