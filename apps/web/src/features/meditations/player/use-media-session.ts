import { es } from '@sosiego/shared/messages/common'
import { useEffect } from 'react'
import type { Track } from '../lib/track.ts'

type Controls = {
  onPrevious: () => void
  onNext: () => void
  /** 15 s back and 30 s forward from the lock screen and headsets (issue 17). */
  onSeekBy: (media: HTMLMediaElement, seconds: number) => void
}

type Action = 'play' | 'pause' | 'previoustrack' | 'nexttrack' | 'seekto' | 'seekbackward' | 'seekforward'
const actions: Action[] = [
  'play',
  'pause',
  'previoustrack',
  'nexttrack',
  'seekto',
  'seekbackward',
  'seekforward',
]

/**
 * Lock-screen, notification and headset controls (Media Session API): the track's title, theme and
 * cover, and play, pause, previous, next, seek, and 15 s back / 30 s forward handlers (a headset's
 * own offset when it sends one).
 */
export function useMediaSession(media: HTMLMediaElement | null, track: Track | null, controls: Controls) {
  const { onPrevious, onNext, onSeekBy } = controls
  useEffect(() => {
    if (!media || !track || !('mediaSession' in navigator)) return
    const session = navigator.mediaSession
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: track.themeName,
      album: es['app.name'],
      artwork: [{ src: new URL(track.coverUrl, window.location.href).href }],
    })
    const handlers: Record<Action, MediaSessionActionHandler> = {
      play: () => void media.play().catch((error: unknown) => console.error('Playback failed', error)),
      pause: () => media.pause(),
      previoustrack: onPrevious,
      nexttrack: onNext,
      seekbackward: (details) => onSeekBy(media, -(details.seekOffset ?? 15)),
      seekforward: (details) => onSeekBy(media, details.seekOffset ?? 30),
      seekto: (details) => {
        if (details.seekTime === undefined) return
        if (details.fastSeek && 'fastSeek' in media) media.fastSeek(details.seekTime)
        else media.currentTime = details.seekTime
      },
    }
    const setHandlers = (clear: boolean) => {
      for (const action of actions) {
        try {
          session.setActionHandler(action, clear ? null : handlers[action])
        } catch {
          // This browser does not know the action: the others still work.
        }
      }
    }
    const showState = () => {
      session.playbackState = media.paused ? 'paused' : 'playing'
    }
    setHandlers(false)
    showState()
    media.addEventListener('play', showState)
    media.addEventListener('pause', showState)
    return () => {
      media.removeEventListener('play', showState)
      media.removeEventListener('pause', showState)
      setHandlers(true)
      session.metadata = null
      session.playbackState = 'none'
    }
  }, [media, track, onPrevious, onNext, onSeekBy])
}
