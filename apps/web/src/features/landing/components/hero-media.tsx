import { useEffect, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import {
  afterLoadAndIdle,
  chooseHeroVideo,
  fadeMs,
  heroMedia,
  heroVideoClass,
  overlayClass,
  overlayDelayMs,
} from '../lib/hero-video.ts'

export { chooseHeroVideo, fadeMs, heroMedia, overlayDelayMs }

/**
 * The hero's backdrop. The poster paints with the HTML (and stays the largest image, so the first
 * paint never waits for video); the video is chosen after mount and added once the page has loaded
 * and the main thread is idle (hero-video.ts), plays once and fades out to it.
 */
export function HeroMedia() {
  const [video, setVideo] = useState<string | null>(null)
  const [veiled, setVeiled] = useState(true)
  const [ended, setEnded] = useState(false)

  useEffect(() => {
    const chosen = chooseHeroVideo()
    const cancelVideo = chosen ? afterLoadAndIdle(() => setVideo(chosen)) : undefined
    const timer = window.setTimeout(() => setVeiled(false), overlayDelayMs)
    return () => {
      cancelVideo?.()
      window.clearTimeout(timer)
    }
  }, [])

  // The poster is the page's largest paint: no `decoding="async"`, which lets a frame paint without it.
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <img
        src={heroMedia.poster}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
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
          className={cn(heroVideoClass, ended ? 'opacity-0' : 'opacity-100')}
        />
      ) : null}
      <div
        data-testid="hero-overlay"
        style={{ transitionDuration: `${fadeMs}ms` }}
        className={cn(overlayClass, veiled ? 'opacity-70' : 'opacity-25')}
      />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-linear-to-b from-transparent to-sand-50" />
    </div>
  )
}
