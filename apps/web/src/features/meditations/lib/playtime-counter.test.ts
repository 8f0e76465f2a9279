import { describe, expect, it } from 'vitest'
import { PlaytimeCounter } from './playtime-counter.ts'

/** Positions as timeupdate reports them: every 0.25 s from `from` to `to`. */
function play(counter: PlaytimeCounter, from: number, to: number, rate = 1) {
  for (let position = from; position <= to + 1e-9; position += 0.25 * rate) counter.observe(position, rate)
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
    counter.observe(120) // jumped ahead without a seeking event
    play(counter, 120, 123)
    counter.observe(30) // back
    play(counter, 30, 32)
    expect(counter.pending).toBeCloseTo(10)
  })

  it('after restart() the next position is a new start, even close by', () => {
    const counter = new PlaytimeCounter()
    play(counter, 0, 4)
    counter.restart()
    counter.observe(5)
    play(counter, 5, 6)
    expect(counter.pending).toBeCloseTo(5)
  })

  it('counts faster playback by media time', () => {
    const counter = new PlaytimeCounter()
    play(counter, 0, 20, 2)
    expect(counter.pending).toBeCloseTo(20)
  })

  it('ignores positions that are not numbers', () => {
    const counter = new PlaytimeCounter()
    counter.observe(1)
    counter.observe(Number.NaN)
    counter.observe(1.5)
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
