import { describe, expect, it } from 'vitest'
import { sleepTimerEnd, sleepTimerScale, sleepVolume, trackRemainingMs } from './sleep-timer.ts'

describe('sleep timer', () => {
  it('ends the chosen minutes after it was set, shortened only by the test setting', () => {
    expect(sleepTimerEnd(5, 1000)).toBe(1000 + 300_000)
    expect(sleepTimerEnd(60, 0)).toBe(3_600_000)
    expect(sleepTimerEnd(5, 0, 0.05)).toBe(15_000)
    expect(sleepTimerScale('0.05')).toBe(0.05)
    for (const ignored of [null, undefined, '', 'x', '0', '-1', '2', 'Infinity'])
      expect(sleepTimerScale(ignored)).toBe(1)
  })

  it('keeps the sound full, then fades it out in a line over the last 10 seconds', () => {
    expect(sleepVolume(60_000)).toBe(1)
    expect(sleepVolume(10_000)).toBe(1)
    expect(sleepVolume(7_500)).toBeCloseTo(0.75)
    expect(sleepVolume(5_000)).toBeCloseTo(0.5)
    expect(sleepVolume(1_000)).toBeCloseTo(0.1)
    expect(sleepVolume(0)).toBe(0)
    expect(sleepVolume(-50)).toBe(0)
    expect(sleepVolume(Number.NaN)).toBe(0)
  })

  it('fades a timer shorter than the fade over its whole length', () => {
    expect(sleepVolume(4_000, 4_000)).toBe(1)
    expect(sleepVolume(2_000, 4_000)).toBeCloseTo(0.5)
  })

  it('counts what is left of the track in wall time at the playback speed', () => {
    expect(trackRemainingMs(50, 60, 1)).toBe(10_000)
    expect(trackRemainingMs(45, 60, 1.5)).toBe(10_000)
    expect(trackRemainingMs(52.5, 60, 0.75)).toBe(10_000)
    expect(trackRemainingMs(70, 60, 1)).toBe(0)
    expect(trackRemainingMs(0, Number.NaN, 1)).toBe(Number.POSITIVE_INFINITY)
    expect(sleepVolume(trackRemainingMs(55, 60, 1))).toBeCloseTo(0.5)
  })
})
