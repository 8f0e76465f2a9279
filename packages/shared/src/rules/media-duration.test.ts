import { describe, expect, it } from 'vitest'
import { flooredMediaDuration, formatMinutesSeconds } from './media-duration.ts'

describe('formatMinutesSeconds', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [75, '1:15'],
    [600, '10:00'],
    [3600, '60:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text)
  })
})

describe('flooredMediaDuration', () => {
  it('floors what the browser read', () => {
    expect(flooredMediaDuration(31.97)).toBe(31)
  })

  it.each([undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, 0])('reads %s as 0', (value) => {
    expect(flooredMediaDuration(value)).toBe(0)
  })
})
