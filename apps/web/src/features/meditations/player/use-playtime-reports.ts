import { useEffect, useRef } from 'react'
import { newReportId, reportPlaytime } from '../api/report-playtime.ts'
import { PlaytimeCounter } from '../lib/playtime-counter.ts'
import type { Track } from '../lib/track.ts'

/**
 * Reports what `media` really plays of `track` (spec §7): on pause, on end, every full 60 s, when
 * the track changes or the player goes away, and on pagehide (a keepalive request that outlives the
 * page). Seconds come from the element's positions, never the wall clock, so seeks count nothing.
 * Each report also says where the track stood; the server moves the member's furthest point by no
 * more than the seconds it counted.
 */
export function usePlaytimeReports(media: HTMLMediaElement | null, track: Track | null) {
  const trackRef = useRef(track)
  trackRef.current = track
  const trackId = track?.id

  useEffect(() => {
    const reported = trackRef.current
    if (!media || !reported || reported.id !== trackId) return
    const counter = new PlaytimeCounter()
    // Where this track was last heard playing: read from its own timeupdates, so a report sent
    // after the element moved to another source still says how far this one got.
    let position: number | undefined
    const send = (seconds: number, keepalive = false) => {
      if (seconds <= 0) return
      void reportPlaytime(
        {
          audioId: reported.id,
          seconds,
          themeId: reported.themeId,
          categoryId: reported.categoryId,
          reportId: newReportId(),
          ...(position === undefined ? {} : { position: Math.floor(position) }),
        },
        { keepalive },
      )
    }
    const onTimeUpdate = () => {
      // The last timeupdate of a track comes after `paused` is already set: `ended` lets it count.
      if ((media.paused && !media.ended) || media.seeking) return
      counter.observe(media.currentTime, media.playbackRate)
      if (Number.isFinite(media.currentTime)) position = media.currentTime
      send(counter.takeFullMinutes())
    }
    const restart = () => counter.restart()
    const flush = () => send(counter.takeWholeSeconds())
    const onPageHide = () => send(counter.takeWholeSeconds(), true)

    media.addEventListener('timeupdate', onTimeUpdate)
    for (const name of ['play', 'seeking', 'emptied']) media.addEventListener(name, restart)
    for (const name of ['pause', 'ended']) media.addEventListener(name, flush)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      media.removeEventListener('timeupdate', onTimeUpdate)
      for (const name of ['play', 'seeking', 'emptied']) media.removeEventListener(name, restart)
      for (const name of ['pause', 'ended']) media.removeEventListener(name, flush)
      window.removeEventListener('pagehide', onPageHide)
      // A new track or a closed player: what this one played is reported now.
      flush()
    }
  }, [media, trackId])
}
