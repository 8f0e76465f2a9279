import { useEffect, useRef } from 'react'
import { getStreamUrl, isExpiring, type StreamUrl } from '../api/get-stream-url.ts'
import type { Track } from '../lib/track.ts'
import { downloadStore } from '../offline/download-store.ts'

/** Renewals in a row without reaching 'playing' before giving up (a file that is really gone). */
const maxRenewals = 3

/**
 * How a track starts: at `at` seconds, playing or waiting (a 'Continuar desde' offer); `request`
 * changes when the member chooses again, which loads the track afresh even when it is the same.
 */
export type StreamStart = { at: number; play: boolean; request: number }

const fromTheStart: StreamStart = { at: 0, play: true, request: 0 }

/**
 * Plays `track` on `media` from a signed URL (decision 038). The URL works for 10 minutes: when it
 * has expired (the media answers 403 and the element reports an error, or playback resumes after
 * a long pause) a fresh one is asked for and playback goes on at the same position. Playback errors
 * are only logged (spec §8).
 */
export function useStreamSource(
  media: HTMLMediaElement | null,
  track: Track | null,
  start: StreamStart = fromTheStart,
) {
  const trackId = track?.id
  // Read when a track loads, not followed: a dismissed offer must not load the track again.
  const startRef = useRef(start)
  startRef.current = start
  const request = start.request

  // biome-ignore lint/correctness/useExhaustiveDependencies: `request` is the member choosing again: the same item starts again.
  useEffect(() => {
    if (!media) return
    if (!trackId) {
      media.pause()
      media.removeAttribute('src')
      media.load()
      return
    }
    const controller = new AbortController()
    let current: StreamUrl | null = null
    let renewals = 0
    /** A downloaded track plays from the device (decision 082), with or without the network. */
    let stored: string | null = null
    const forgetStored = () => {
      if (stored?.startsWith('blob:')) URL.revokeObjectURL(stored)
    }

    const load = async (resumeAt: number, play: boolean) => {
      try {
        // The stored file first; if it fails to play, the stream (an error then asks for a URL).
        const offline = renewals === 0 ? await downloadStore.sourceOf(trackId) : null
        if (controller.signal.aborted) return
        forgetStored()
        stored = offline
        const fresh = offline ? null : await getStreamUrl(trackId, controller.signal)
        if (controller.signal.aborted) return
        current = fresh
        if (resumeAt > 0) {
          media.addEventListener(
            'loadedmetadata',
            () => {
              media.currentTime = resumeAt
            },
            { once: true, signal: controller.signal },
          )
        }
        media.src = offline ?? (fresh as StreamUrl).url
        if (play) await media.play()
      } catch (error) {
        if (!controller.signal.aborted) console.error('Playback could not start', error)
      }
    }

    const onError = () => {
      if (renewals >= maxRenewals) {
        console.error('Playback failed', media.error)
        return
      }
      renewals += 1
      // A failed range request leaves the element where it was: resume there, playing if it was.
      void load(media.currentTime, !media.paused || media.autoplay)
    }
    const onPlay = () => {
      if (current && isExpiring(current)) void load(media.currentTime, true)
    }
    const onPlaying = () => {
      renewals = 0
    }
    media.addEventListener('error', onError, { signal: controller.signal })
    media.addEventListener('play', onPlay, { signal: controller.signal })
    media.addEventListener('playing', onPlaying, { signal: controller.signal })
    void load(startRef.current.at, startRef.current.play)
    return () => {
      controller.abort()
      forgetStored()
    }
  }, [media, trackId, request])
}
