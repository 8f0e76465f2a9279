import { es } from '@sosiego/shared/messages/common'
import { cn } from '../lib/cn.ts'

type BrandLogoProps = {
  className?: string
  /** Hides the wordmark, e.g. in a collapsed sidebar; the link around it keeps the accessible name. */
  markOnly?: boolean
  tone?: 'ink' | 'light'
}

/** A drop over still water; the same drawing as the favicon. */
export function BrandLogo({ className, markOnly = false, tone = 'ink' }: BrandLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-primary-600" />
        <path
          d="M16 7c-3.6 3.2-5.4 6.3-5.4 9.3A5.4 5.4 0 0 0 16 21.7a5.4 5.4 0 0 0 5.4-5.4C21.4 13.3 19.6 10.2 16 7Z"
          className="fill-sand-100"
        />
        <path
          d="M8 23.5c2.4 1.3 5 2 8 2s5.6-.7 8-2"
          fill="none"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="stroke-sand-100"
        />
      </svg>
      {markOnly ? null : (
        <span
          className={cn('font-display text-2xl leading-none', tone === 'ink' ? 'text-ink-950' : 'text-white')}
        >
          {es['app.name']}
        </span>
      )}
    </span>
  )
}
