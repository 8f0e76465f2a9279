import { describe, expect, it } from 'vitest'
import { isResumable } from './resume-position.ts'

describe('isResumable', () => {
  it('offers a position past the first seconds and before the last ten', () => {
    expect(isResumable(754, 1200)).toBe(true)
    expect(isResumable(5, 1200)).toBe(true)
    expect(isResumable(1189, 1200)).toBe(true)
  })

  it('does not offer the first seconds, the end, or nonsense', () => {
    expect(isResumable(4, 1200)).toBe(false)
    expect(isResumable(1190, 1200)).toBe(false)
    expect(isResumable(1200, 1200)).toBe(false)
    expect(isResumable(8, 12)).toBe(false)
    expect(isResumable(Number.NaN, 1200)).toBe(false)
    expect(isResumable(30, Number.POSITIVE_INFINITY)).toBe(false)
    expect(isResumable(30, 0)).toBe(false)
  })
})
