import { describe, expect, it } from 'vitest'
import { PlaytimeCounter } from './playtime-counter.ts'

/** The clock the counter is given (ms), moved by the tests. */
let now = 0

/** Positions as timeupdate reports them: every 250 ms of the clock, from `from` to `to`. */
function play(counter: PlaytimeCounter, from: number, to: number, rate = 1) {
  for (let position = from; position <= to + 1e-9; position += 0.25 * rate) {
    counter.observe(position, rate, now)
    now += 250
  }
}

describe('PlaytimeCounter', () => {
  it('counts the seconds played, from the first position on', () => {
    const counter = new PlaytimeCounter()
    play(counter, 12, 22)
    expect(counter.pending).toBeCloseTo(10)
  })

  it('does not count a seek forward or back', () => {
    const counter = new PlaytimeCounter()
    play(counter, 0, 5)
    counter.observe(120, 1, now) // jumped ahead without a seeking event
    play(counter, 120, 123)
    counter.observe(30, 1, now) // back
    play(counter, 30, 32)
    expect(counter.pending).toBeCloseTo(10)
  })

  it('after restart() the next position is a new start, even close by', () => {
    const counter = new PlaytimeCounter()
    play(counter, 0, 4)
    counter.restart()
    counter.observe(5, 1, now)
    play(counter, 5, 6)
    expect(counter.pending).toBeCloseTo(5)
  })

  it('counts late timeupdates on a busy device when the clock moved as far', () => {
    const counter = new PlaytimeCounter()
    counter.observe(0, 1, 0)
    counter.observe(3, 1, 3000) // three seconds between two events, three seconds heard
    counter.observe(3.25, 1, 3250)
    counter.observe(30, 1, 3500) // far more than the clock allows: a seek
    expect(counter.pending).toBeCloseTo(3.25)
  })

  it('counts faster and slower playback by the time it took to hear (decision 065)', () => {
    const fast = new PlaytimeCounter()
    play(fast, 0, 60, 1.5) // a minute of content in 40 s
    expect(fast.pending).toBeCloseTo(40)
    const double = new PlaytimeCounter()
    play(double, 0, 20, 2)
    expect(double.pending).toBeCloseTo(10)
    const slow = new PlaytimeCounter()
    play(slow, 0, 30, 0.75) // 30 s of content in 40 s
    expect(slow.pending).toBeCloseTo(40)
  })

  it('never counts more than the clock moved, whatever the rate', () => {
    const counter = new PlaytimeCounter()
    counter.observe(0, 1.5, 0)
    counter.observe(15, 1.5, 10_000) // 15 s of content in 10 s at 1.5×: 10 s heard
    counter.observe(30, 1.5, 15_000) // 15 s of content in 5 s: more than 1.5× allows, a seek
    expect(counter.pending).toBeCloseTo(10)
  })

  it('ignores positions that are not numbers', () => {
    const counter = new PlaytimeCounter()
    counter.observe(1, 1, 0)
    counter.observe(Number.NaN, 1, 250)
    counter.observe(1.5, 1, 500)
    expect(counter.pending).toBeCloseTo(0.5)
  })

  it('gives full minutes only once 60 s are counted, and keeps the rest', () => {
    const counter = new PlaytimeCounter()
    play(counter, 0, 59)
    expect(counter.takeFullMinutes()).toBe(0)
    play(counter, 59, 130)
    expect(counter.takeFullMinutes()).toBe(120)
    expect(counter.pending).toBeCloseTo(10)
    expect(counter.takeFullMinutes()).toBe(0)
  })

  it('gives whole seconds and keeps the fraction for the next report', () => {
    const counter = new PlaytimeCounter()
    play(counter, 0, 7.75)
    expect(counter.takeWholeSeconds()).toBe(7)
    expect(counter.pending).toBeCloseTo(0.75)
    play(counter, 8, 8.25)
    expect(counter.takeWholeSeconds()).toBe(1)
    expect(counter.takeWholeSeconds()).toBe(0)
  })
})
