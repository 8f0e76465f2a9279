import { describe, expect, it } from 'vitest'
import { cardsPerPage, clampPage, nextPage, pageCount, pageItems, previousPage } from './carousel.ts'

describe('cardsPerPage', () => {
  it('shows one card under 768 px and three from 768 px', () => {
    expect(cardsPerPage(320)).toBe(1)
    expect(cardsPerPage(375)).toBe(1)
    expect(cardsPerPage(767)).toBe(1)
    expect(cardsPerPage(767.5)).toBe(1)
    expect(cardsPerPage(768)).toBe(3)
    expect(cardsPerPage(1280)).toBe(3)
  })
})

describe('pageCount', () => {
  it('rounds up to whole pages', () => {
    expect(pageCount(0, 3)).toBe(0)
    expect(pageCount(1, 3)).toBe(1)
    expect(pageCount(3, 3)).toBe(1)
    expect(pageCount(4, 3)).toBe(2)
    expect(pageCount(7, 3)).toBe(3)
    expect(pageCount(7, 1)).toBe(7)
  })

  it('treats odd sizes safely', () => {
    expect(pageCount(5, 0)).toBe(5)
    expect(pageCount(-2, 3)).toBe(0)
    expect(pageCount(Number.NaN, 3)).toBe(0)
  })
})

describe('clampPage', () => {
  it('keeps the page inside the pages there are', () => {
    expect(clampPage(0, 0)).toBe(0)
    expect(clampPage(5, 0)).toBe(0)
    expect(clampPage(2, 3)).toBe(2)
    expect(clampPage(6, 3)).toBe(2)
    expect(clampPage(-1, 3)).toBe(0)
  })
})

describe('nextPage and previousPage', () => {
  it('move one page and wrap around at both ends', () => {
    expect(nextPage(0, 3)).toBe(1)
    expect(nextPage(1, 3)).toBe(2)
    expect(nextPage(2, 3)).toBe(0)
    expect(previousPage(2, 3)).toBe(1)
    expect(previousPage(1, 3)).toBe(0)
    expect(previousPage(0, 3)).toBe(2)
  })

  it('stay on the only page, or on page 0 when there is none', () => {
    expect(nextPage(0, 1)).toBe(0)
    expect(previousPage(0, 1)).toBe(0)
    expect(nextPage(0, 0)).toBe(0)
    expect(previousPage(0, 0)).toBe(0)
  })

  it('start from the last page when the page is out of range after a resize', () => {
    expect(nextPage(6, 3)).toBe(0)
    expect(previousPage(6, 3)).toBe(1)
  })

  it('visit every page once in a full round, forwards and backwards', () => {
    for (const pages of [1, 2, 3, 7]) {
      let forward = 0
      let backward = 0
      const seenForward = new Set<number>()
      const seenBackward = new Set<number>()
      for (let step = 0; step < pages; step += 1) {
        seenForward.add(forward)
        seenBackward.add(backward)
        forward = nextPage(forward, pages)
        backward = previousPage(backward, pages)
      }
      expect(seenForward.size).toBe(pages)
      expect(seenBackward.size).toBe(pages)
      expect(forward).toBe(0)
      expect(backward).toBe(0)
    }
  })
})

describe('pageItems', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

  it('slices three cards per page, the last page holding the rest', () => {
    expect(pageItems(items, 0, 3)).toEqual(['a', 'b', 'c'])
    expect(pageItems(items, 1, 3)).toEqual(['d', 'e', 'f'])
    expect(pageItems(items, 2, 3)).toEqual(['g'])
  })

  it('slices one card per page', () => {
    expect(pageItems(items, 0, 1)).toEqual(['a'])
    expect(pageItems(items, 6, 1)).toEqual(['g'])
  })

  it('shows the last page for an out-of-range page and nothing for no items', () => {
    expect(pageItems(items, 9, 3)).toEqual(['g'])
    expect(pageItems([], 0, 3)).toEqual([])
  })
})
