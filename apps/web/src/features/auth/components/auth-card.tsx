import { es } from '@sosiego/shared/messages/account'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '../../../lib/cn.ts'

type AuthCardProps = {
  title: string
  description?: ReactNode
  icon?: LucideIcon
  /** Tints the icon for outcomes: success and failure states. */
  tone?: 'primary' | 'success' | 'danger'
  children?: ReactNode
  className?: string
}

const iconTones = {
  primary: 'bg-primary-100 text-primary-700',
  success: 'bg-success-100 text-success-700',
  danger: 'bg-danger-100 text-danger-700',
} as const

/** The frame of every account page: one calm card, centred, with the page's only h1. */
export function AuthCard({
  title,
  description,
  icon: Icon,
  tone = 'primary',
  children,
  className,
}: AuthCardProps) {
  return (
    <div className="flex flex-1 justify-center px-4 py-8 sm:items-center sm:px-8 sm:py-16">
      <section
        aria-labelledby="auth-card-title"
        className={cn(
          'flex w-full max-w-md flex-col gap-6 self-start rounded-2xl border border-ink-200/70 bg-white p-6 shadow-soft sm:self-center sm:p-9',
          className,
        )}
      >
        <header className="flex flex-col gap-3">
          {Icon ? (
            <span className={cn('flex size-12 items-center justify-center rounded-full', iconTones[tone])}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
          ) : null}
          <h1 id="auth-card-title" className="font-display text-3xl leading-tight text-ink-950">
            {title}
          </h1>
          {description ? <div className="text-base leading-relaxed text-ink-600">{description}</div> : null}
        </header>
        {children}
      </section>
    </div>
  )
}

/** The quiet way out of an account page, back to the sign-in form. */
export function BackToLoginLink() {
  return (
    <Link
      to="/login?mode=login"
      className="self-center text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
    >
      {es['verifyEmail.backToLogin']}
    </Link>
  )
}
