import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration.ts'

describe('formatDuration (m:ss)', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [31, '0:31'],
    [60, '1:00'],
    [605.9, '10:05'],
    [4503, '75:03'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  it('shows 0:00 for an unknown length (NaN, Infinity, negative)', () => {
    expect(formatDuration(Number.NaN)).toBe('0:00')
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00')
    expect(formatDuration(-3)).toBe('0:00')
  })
})
