/**
 * Seconds a media element really played, from its `timeupdate` positions: each small step forward
 * counts; a jump (a seek, or a gap while the tab slept) and any step back count nothing. Pure, so
 * the audio bar and the video modal share it and it can be tested without a media element.
 */
export class PlaytimeCounter {
  /** Longer steps than this between two timeupdates are seeks (browsers fire every 15–250 ms). */
  static readonly maxStep = 1.5

  private last: number | null = null
  private pendingSeconds = 0

  /** Seconds counted and not yet taken. */
  get pending(): number {
    return this.pendingSeconds
  }

  /** A position while playing; `rate` is the playback rate (a faster rate moves further per step). */
  observe(position: number, rate = 1): void {
    if (!Number.isFinite(position)) return
    if (this.last !== null) {
      const step = position - this.last
      if (step > 0 && step <= PlaytimeCounter.maxStep * Math.max(1, rate)) this.pendingSeconds += step
    }
    this.last = position
  }

  /** Playback stopped, or the position jumps (seeking, a new source): the next position is a new start. */
  restart(): void {
    this.last = null
  }

  /** Every full minute counted so far (whole minutes in seconds, spec §7), or 0 before the first. */
  takeFullMinutes(): number {
    const seconds = Math.floor(this.pendingSeconds / 60) * 60
    this.pendingSeconds -= seconds
    return seconds
  }

  /** Every whole second counted so far; the fraction waits for the next report. */
  takeWholeSeconds(): number {
    const seconds = Math.floor(this.pendingSeconds)
    this.pendingSeconds -= seconds
    return seconds
  }
}
