/**
 * Seconds a member really spent listening, from a media element's `timeupdate` positions: each step
 * forward that the clock allows counts, divided by the playback rate (decision 065: a minute of
 * content at 1.5× is 40 s of listening, at 0.75× 80 s), so the count is the time heard and never
 * more than the wall time the server allows; a jump ahead faster than time passed (a seek) and any
 * step back count nothing. Steps are checked against the clock, not a fixed size, because a busy device fires
 * timeupdate late, and those seconds were still heard. Pure, so the audio bar and the video modal
 * share it and it can be tested without a media element.
 */
export class PlaytimeCounter {
  /** Slack between media time and the clock (s): timeupdate positions are not taken at fire time. */
  static readonly slack = 0.5

  private last: { position: number; at: number } | null = null
  private pendingSeconds = 0

  /** Seconds counted and not yet taken. */
  get pending(): number {
    return this.pendingSeconds
  }

  /**
   * A position while playing, at `at` ms (performance.now()); `rate` is the playback rate (a faster
   * rate moves further in the same time).
   */
  observe(position: number, rate = 1, at = performance.now()): void {
    if (!Number.isFinite(position)) return
    if (this.last !== null) {
      const step = position - this.last.position
      const allowed = ((at - this.last.at) / 1000) * Math.max(1, rate) + PlaytimeCounter.slack
      if (step > 0 && step <= allowed) this.pendingSeconds += step / (rate > 0 ? rate : 1)
    }
    this.last = { position, at }
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
