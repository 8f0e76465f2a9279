/** Seconds as m:ss (minutes are not wrapped into hours: 75:03), the spec's duration format, and
 * the players' clocks. */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}
