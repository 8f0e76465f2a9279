import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { rememberSavedPosition, savePlaybackPosition } from '../api/playback-positions.ts'
import type { Track } from '../lib/track.ts'

/** While playing, the position is saved at least this often (ms of playback). */
export const positionSaveIntervalMs = 15_000

/**
 * Keeps the member's place in `track` on the server (issue 17), so any device offers 'Continuar
 * desde m:ss': on pause, every 15 s of playback, when the page is hidden or left (a keepalive
 * request), when the track changes or the player goes away, and at the end (a position at the end
 * removes the saved one). Nothing is saved before this track really played: an untouched
 * 'Continuar desde' offer must not overwrite the place it offers.
 */
export function usePositionSaves(media: HTMLMediaElement | null, track: Track | null) {
  const queryClient = useQueryClient()
  const trackRef = useRef(track)
  trackRef.current = track
  const trackId = track?.id

  useEffect(() => {
    const saved = trackRef.current
    if (!media || !saved || saved.id !== trackId) return
    let started = false
    let position: number | null = null
    let duration: number | null = null
    let last: string | null = null
    let playingSince: number | null = null

    const save = (keepalive = false) => {
      if (!started || position === null || duration === null) return
      const body = {
        positionSeconds: Math.min(Math.floor(position), Math.floor(duration)),
        durationSeconds: Math.max(1, Math.floor(duration)),
      }
      const key = `${body.positionSeconds}/${body.durationSeconds}`
      if (key === last) return
      last = key
      rememberSavedPosition(queryClient, saved.id, body)
      void savePlaybackPosition(saved.id, body, { keepalive })
    }
    // Read from this track's own events, so a save sent after the element moved on still says
    // where this one stood.
    const note = () => {
      // A source being replaced (a renewed URL) reads 0:00 until its metadata: not a place.
      if (media.readyState < HTMLMediaElement.HAVE_METADATA) return
      if (Number.isFinite(media.currentTime)) position = media.currentTime
      if (Number.isFinite(media.duration) && media.duration > 0) duration = media.duration
    }
    const onPlay = () => {
      started = true
      playingSince = performance.now()
      note()
    }
    const onTimeUpdate = () => {
      if (!started) return
      note()
      if (
        playingSince !== null &&
        !media.paused &&
        performance.now() - playingSince >= positionSaveIntervalMs
      ) {
        playingSince = performance.now()
        save()
      }
    }
    const onPause = () => {
      playingSince = null
      note()
      save()
    }
    // The new place reads at once, before the seek lands: a player closed right after a seek to
    // the start keeps no place (the close would otherwise save where the seek began).
    const onSeeking = () => {
      if (started) note()
    }
    const onSeeked = () => {
      if (!started) return
      note()
      // A seek while paused is where the member wants to come back to.
      if (media.paused) save()
    }
    const onEnded = () => {
      if (duration !== null) position = duration
      save()
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true)
    }
    const onPageHide = () => save(true)

    const mediaEvents = [
      ['play', onPlay],
      ['timeupdate', onTimeUpdate],
      ['pause', onPause],
      ['seeking', onSeeking],
      ['seeked', onSeeked],
      ['ended', onEnded],
    ] as const
    for (const [type, listener] of mediaEvents) media.addEventListener(type, listener)
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      for (const [type, listener] of mediaEvents) media.removeEventListener(type, listener)
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onPageHide)
      // A new track or a closed player: where this one stood is kept now.
      save()
    }
  }, [media, trackId, queryClient])
}
