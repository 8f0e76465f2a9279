import { useEffect, useState } from 'react'
import { cn } from '../../../lib/cn.ts'

// Not under /media/: that path is the API's (uploaded covers and avatars; proxied to it in development).
export const heroMedia = {
  poster: '/hero/hero-poster.webp',
  desktop: '/hero/hero-desktop.mp4',
  mobile: '/hero/hero-mobile.mp4',
} as const

/** Spec §2: the mobile variant plays under 768 px. */
const mobileQuery = '(max-width: 767px)'
const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
/** Spec §2: the white overlay fades after 1.5 s; the fades themselves take 0.7 s. */
export const overlayDelayMs = 1500
export const fadeMs = 700

function matches(query: string): boolean {
  return window.matchMedia?.(query).matches ?? false
}

/** Which video this device should play, or none when the visitor asked for less motion. */
export function chooseHeroVideo(): string | null {
  if (matches(reducedMotionQuery)) return null
  return matches(mobileQuery) ? heroMedia.mobile : heroMedia.desktop
}

/**
 * The hero's backdrop. The poster paints with the HTML (and stays the largest image, so the first
 * paint never waits for video); the video is chosen after mount, plays once and fades out to it.
 */
export function HeroMedia() {
  const [video, setVideo] = useState<string | null>(null)
  const [veiled, setVeiled] = useState(true)
  const [ended, setEnded] = useState(false)

  useEffect(() => {
    setVideo(chooseHeroVideo())
    const timer = window.setTimeout(() => setVeiled(false), overlayDelayMs)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <img
        src={heroMedia.poster}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {video ? (
        <video
          data-testid="hero-video"
          src={video}
          poster={heroMedia.poster}
          autoPlay
          muted
          playsInline
          preload="auto"
          onEnded={() => setEnded(true)}
          style={{ transitionDuration: `${fadeMs}ms` }}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity ease-out',
            ended ? 'opacity-0' : 'opacity-100',
          )}
        />
      ) : null}
      <div
        data-testid="hero-overlay"
        style={{ transitionDuration: `${fadeMs}ms` }}
        className={cn(
          'absolute inset-0 bg-white transition-opacity ease-out',
          veiled ? 'opacity-70' : 'opacity-25',
        )}
      />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-linear-to-b from-transparent to-sand-50" />
    </div>
  )
}
