/** The sleep timer's choices (issue 17): minutes, or the end of the track playing. */
export const sleepTimerMinutes = [5, 10, 15, 30, 45, 60] as const
export type SleepTimerChoice = { kind: 'minutes'; minutes: number } | { kind: 'endOfTrack' }

/** The sound fades out over the last 10 seconds before the player stops. */
export const fadeMs = 10_000

/**
 * A test setting: a number in localStorage under this key scales the timer's minutes (0.05 makes
 * 5 minutes last 15 s), so a browser test can see the timer run out. The fade keeps its 10 s (or
 * the whole length, when shorter). Only shortens: a value out of (0, 1] is ignored.
 */
export const sleepTimerScaleKey = 'sosiego.sleepTimerScale'

export function sleepTimerScale(value: string | null | undefined): number {
  const scale = Number(value)
  return Number.isFinite(scale) && scale > 0 && scale <= 1 ? scale : 1
}

export function readSleepTimerScale(): number {
  try {
    return sleepTimerScale(localStorage.getItem(sleepTimerScaleKey))
  } catch {
    return 1
  }
}

/** When a timer of `minutes` set at `now` (ms) stops the player. */
export function sleepTimerEnd(minutes: number, now: number, scale = 1): number {
  return now + minutes * 60_000 * scale
}

/**
 * The volume (0 to 1) `remainingMs` before the timer stops the player: full until the fade, then
 * down in a straight line to silence at the end. `lengthMs` is the whole timer: a timer shorter
 * than the fade fades over its whole length.
 */
export function sleepVolume(remainingMs: number, lengthMs = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return 0
  const fade = Math.min(fadeMs, lengthMs)
  if (fade <= 0 || remainingMs >= fade) return 1
  return remainingMs / fade
}

/** Milliseconds of wall time left in the track at `rate` (a faster rate ends sooner). */
export function trackRemainingMs(currentTime: number, duration: number, rate: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime))
    return Number.POSITIVE_INFINITY
  return (Math.max(0, duration - currentTime) * 1000) / (rate > 0 ? rate : 1)
}
