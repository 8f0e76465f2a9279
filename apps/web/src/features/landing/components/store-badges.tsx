import { es } from '@sosiego/shared/messages/site'
import { cn } from '../../../lib/cn.ts'
import type { StoreLinks } from '../lib/store-links.ts'

type StoreBadgesProps = { links: StoreLinks; className?: string }

/**
 * Our own plain badges (no store artwork): a link per published app, nothing when none is.
 * Android first, as in the download dialog.
 */
export function StoreBadges({ links, className }: StoreBadgesProps) {
  const badges = [
    { href: links.playStore, label: es['hero.googlePlay'], icon: <PlayIcon /> },
    { href: links.appStore, label: es['hero.appStore'], icon: <AppleIcon /> },
  ].filter((badge) => badge.href)
  if (badges.length === 0) return null
  return (
    <ul
      aria-label={es['hero.storesLabel']}
      className={cn('flex flex-col items-center gap-3 sm:flex-row sm:flex-wrap sm:justify-center', className)}
    >
      {badges.map((badge) => (
        <li key={badge.label}>
          <a
            href={badge.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-12 w-64 items-center justify-center gap-2.5 sm:w-auto rounded-xl bg-ink-950 px-4 text-sm font-medium text-white shadow-soft transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {badge.icon}
            {badge.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** A generic "play" triangle, not Google's mark. */
function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
      <path d="M6 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 6 3.5Z" />
    </svg>
  )
}

/** A generic phone, not Apple's mark. */
function AppleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  )
}
