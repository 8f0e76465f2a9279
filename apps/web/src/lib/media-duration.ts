// In lib, not a feature: the players, the file library and the back office format durations with it.

/**
 * A duration in seconds as the catalogue shows it (m:ss): 75 → '1:15', 3600 → '60:00'. Fractions
 * are dropped; anything negative or not a number reads as 0:00.
 */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * A video's duration as the browser read it from the file's metadata (spec §4): whole seconds,
 * floored, and 0 when the reading failed (NaN, Infinity for a live stream, or nothing).
 */
export function flooredMediaDuration(seconds: number | undefined): number {
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
}

/**
 * Listening time as the statistics show it (back-office spec §9, HH:MM:SS): 3725 → '01:02:05';
 * hours keep growing past 99 ('123:00:00'). Fractions are dropped; negative or not a number is 0.
 */
export function formatHoursMinutesSeconds(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`
}
