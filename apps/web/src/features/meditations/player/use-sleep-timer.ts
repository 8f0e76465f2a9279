import { useCallback, useEffect, useRef, useState } from 'react'
import {
  readSleepTimerScale,
  type SleepTimerChoice,
  sleepTimerEnd,
  sleepVolume,
  trackRemainingMs,
} from '../lib/sleep-timer.ts'

/** How often the timer looks at the clock: often enough for a smooth fade. */
const tickMs = 200

export type SleepTimer = {
  choice: SleepTimerChoice | null
  /** Wall-clock milliseconds until the player stops (for a track end, at the current speed). */
  remainingMs: number | null
  set: (choice: SleepTimerChoice | null) => void
  /** The track ended: true when the timer stops the player here instead of going on. */
  stopsAtEnd: () => boolean
}

/**
 * The sleep timer (issue 17): after the chosen minutes, or at the end of the track playing, the
 * player stops, fading the sound out over the last 10 seconds. Minutes run on the wall clock from
 * when it was set, playing or not. The volume goes back to full whenever the timer ends or is
 * cancelled, so the next listening is not silent.
 */
export function useSleepTimer(media: HTMLMediaElement | null): SleepTimer {
  const [choice, setChoice] = useState<SleepTimerChoice | null>(null)
  const [remainingMs, setRemainingMs] = useState<number | null>(null)
  const ends = useRef<{ at: number; length: number } | null>(null)

  const set = useCallback((next: SleepTimerChoice | null) => {
    if (next?.kind === 'minutes') {
      const now = Date.now()
      const at = sleepTimerEnd(next.minutes, now, readSleepTimerScale())
      ends.current = { at, length: at - now }
      setRemainingMs(at - now)
    } else {
      ends.current = null
      setRemainingMs(null)
    }
    setChoice(next)
  }, [])

  useEffect(() => {
    if (!media || !choice) return
    const tick = () => {
      const timer = ends.current
      const remaining = timer
        ? timer.at - Date.now()
        : trackRemainingMs(media.currentTime, media.duration, media.playbackRate)
      setRemainingMs(Number.isFinite(remaining) ? Math.max(0, remaining) : null)
      if (timer && remaining <= 0) {
        media.pause()
        set(null)
        return
      }
      if (!media.paused) media.volume = sleepVolume(remaining, timer?.length)
    }
    tick()
    const interval = window.setInterval(tick, tickMs)
    return () => {
      window.clearInterval(interval)
      media.volume = 1
    }
  }, [media, choice, set])

  const stopsAtEnd = useCallback(() => {
    if (choice?.kind !== 'endOfTrack') return false
    set(null)
    return true
  }, [choice, set])

  return { choice, remainingMs, set, stopsAtEnd }
}
