import { describe, expect, it } from 'vitest'
import { flooredMediaDuration, formatHoursMinutesSeconds, formatMinutesSeconds } from './media-duration.ts'

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

describe('formatHoursMinutesSeconds', () => {
  it('shows listening time as HH:MM:SS, hours past a day and past 99 included', () => {
    expect(formatHoursMinutesSeconds(0)).toBe('00:00:00')
    expect(formatHoursMinutesSeconds(59.9)).toBe('00:00:59')
    expect(formatHoursMinutesSeconds(3725)).toBe('01:02:05')
    expect(formatHoursMinutesSeconds(90_000)).toBe('25:00:00')
    expect(formatHoursMinutesSeconds(442_800)).toBe('123:00:00')
    expect(formatHoursMinutesSeconds(-3)).toBe('00:00:00')
    expect(formatHoursMinutesSeconds(Number.NaN)).toBe('00:00:00')
  })
})
