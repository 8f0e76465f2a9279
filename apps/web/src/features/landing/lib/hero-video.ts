/*
 * The header video without React (decision 052, amended 2026-11-24): the landing page's entry runs
 * this at load, so the video plays while no island is hydrated. `HeroMedia` (the home route's, and
 * the pre-rendered markup) keeps the same choice, timings and classes.
 *
 * The video element is added only once the page has loaded and painted and the main thread is idle (decision
 * 022, 2026-11-26): starting a media pipeline (demuxer, decoder, the first frames) is some of the
 * heaviest work a phone does for this page, and until then the poster, which is the same picture,
 * is shown. The white overlay keeps the spec's 1.5 s from the page's start.
 */

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

export const heroVideoClass = 'absolute inset-0 size-full object-cover transition-opacity ease-out'
export const overlayClass = 'absolute inset-0 bg-white transition-opacity ease-out'

function matches(query: string): boolean {
  return window.matchMedia?.(query).matches ?? false
}

/** Which video this device should play, or none when the visitor asked for less motion. */
export function chooseHeroVideo(): string | null {
  if (matches(reducedMotionQuery)) return null
  return matches(mobileQuery) ? heroMedia.mobile : heroMedia.desktop
}

/** How long the video waits for an idle moment after the page has loaded and painted, at most. */
export const videoIdleTimeoutMs = 2000

/**
 * Runs `start` once the page has loaded and its first contentful paint is on screen, and then the
 * main thread is idle (or after `videoIdleTimeoutMs`, on a page that never idles). On a fast
 * connection `load` comes before the first paint: waiting for it keeps the video's download and
 * decoding out of the way of the first screen. Returns a function that cancels it.
 */
export function afterLoadAndIdle(start: () => void): () => void {
  let cancelled = false
  let frame: number | undefined
  let timer: number | undefined
  let idleHandle: number | undefined
  const whenIdle = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(() => start(), { timeout: videoIdleTimeoutMs })
    else timer = window.setTimeout(start, 0)
  }
  // The first contentful paint's entry is reported once that frame is on screen; the callbacks of an
  // animation frame, and an idle period after them, can still come before it is.
  let paintObserver: PerformanceObserver | undefined
  const afterNextPaint = () => {
    if (cancelled) return
    const paintTiming =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
    if (!paintTiming) {
      frame = window.requestAnimationFrame(() => {
        timer = window.setTimeout(whenIdle, 0)
      })
      return
    }
    paintObserver = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      paintObserver?.disconnect()
      whenIdle()
    })
    paintObserver.observe({ type: 'paint', buffered: true })
  }
  if (document.readyState === 'complete') afterNextPaint()
  else window.addEventListener('load', afterNextPaint, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', afterNextPaint)
    paintObserver?.disconnect()
    if (frame !== undefined) window.cancelAnimationFrame(frame)
    if (timer !== undefined) window.clearTimeout(timer)
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle)
  }
}

/** Plays the chosen video once over the pre-rendered poster and lifts the overlay, as `HeroMedia` does. */
export function startHeroVideo(overlay: HTMLElement): void {
  const src = chooseHeroVideo()
  if (src) afterLoadAndIdle(() => addVideo(overlay, src))
  window.setTimeout(() => {
    overlay.className = `${overlayClass} opacity-25`
  }, overlayDelayMs)
}

function addVideo(overlay: HTMLElement, src: string): void {
  const video = document.createElement('video')
  video.dataset.testid = 'hero-video'
  video.poster = heroMedia.poster
  video.muted = true
  video.autoplay = true
  video.playsInline = true
  video.preload = 'auto'
  video.style.transitionDuration = `${fadeMs}ms`
  video.className = `${heroVideoClass} opacity-100`
  video.addEventListener('ended', () => {
    video.className = `${heroVideoClass} opacity-0`
  })
  video.src = src
  overlay.before(video)
}
