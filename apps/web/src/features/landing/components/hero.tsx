import { es } from '@sosiego/shared/messages/site'
import type { ReactNode } from 'react'
import { useStoreLinks } from '../lib/use-app-setting.ts'
import { HeroMedia } from './hero-media.tsx'
import { StoreBadges } from './store-badges.tsx'

/** `actions`: the buttons under the subtitle (the home route's, an island on the landing page). */
export function Hero({ actions }: { actions: ReactNode }) {
  const links = useStoreLinks()
  return (
    <section id="header" aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-sand-50">
      {/* Not an island: on the landing page its video is a few lines of plain DOM (hero-video.ts). */}
      <HeroMedia />
      <Ripples />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-5 pt-16 pb-24 text-center sm:px-8 sm:pt-24 sm:pb-32 lg:pt-32 lg:pb-40">
        <p className="text-xs font-semibold tracking-[0.14em] text-primary-700 uppercase sm:text-sm sm:tracking-[0.18em]">
          {es['hero.eyebrow']}
        </p>
        <h1
          id="hero-title"
          className="mt-5 font-display text-display text-balance text-ink-950 sm:text-display-lg"
        >
          {es['hero.title']}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-ink-700">
          {es['hero.subtitle']}
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
        <StoreBadges links={links} className="mt-8" />
      </div>
    </section>
  )
}

/** Concentric circles, like a drop on still water: the calm the product promises. */
function Ripples() {
  return (
    // The mask fades the rings out before the section's bottom edge would cut them.
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden mask-b-from-55% mask-b-to-100%"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 800 800"
        className="absolute top-1/2 left-1/2 w-[56rem] max-w-none -translate-x-1/2 -translate-y-1/2 text-primary-300 sm:w-[72rem]"
      >
        {[120, 200, 280, 360].map((radius, index) => (
          <circle
            key={radius}
            cx="400"
            cy="400"
            r={radius}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            opacity={0.55 - index * 0.12}
          />
        ))}
      </svg>
    </div>
  )
}
