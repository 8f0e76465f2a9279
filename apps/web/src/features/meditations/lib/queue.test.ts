import { describe, expect, it } from 'vitest'
import { nextIndex, previousIndex } from './queue.ts'

describe('queue order', () => {
  it('moves to the next item and wraps to the first after the last', () => {
    expect(nextIndex(3, 0)).toBe(1)
    expect(nextIndex(3, 1)).toBe(2)
    expect(nextIndex(3, 2)).toBe(0)
  })

  it('a single item follows itself', () => {
    expect(nextIndex(1, 0)).toBe(0)
    expect(previousIndex(1, 0)).toBe(0)
  })

  it('moves back, to the last one before the first', () => {
    expect(previousIndex(3, 2)).toBe(1)
    expect(previousIndex(3, 0)).toBe(2)
  })

  it('has nothing to move to in an empty list', () => {
    expect(nextIndex(0, 0)).toBe(-1)
    expect(previousIndex(0, 0)).toBe(-1)
  })
})
