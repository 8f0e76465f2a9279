import { describe, expect, it } from 'vitest'
import {
  ratingValueText,
  reviewCardTextLimit,
  reviewRating,
  testimonialSequence,
  truncateReviewText,
} from './review-card.ts'

describe('truncateReviewText', () => {
  it('keeps texts of up to 120 characters whole', () => {
    expect(reviewCardTextLimit).toBe(120)
    expect(truncateReviewText('')).toBe('')
    expect(truncateReviewText('Muy bueno')).toBe('Muy bueno')
    const exact = 'a'.repeat(120)
    expect(truncateReviewText(exact)).toBe(exact)
  })

  it('cuts a single word longer than the limit at 120 characters plus an ellipsis', () => {
    const text = 'b'.repeat(121)
    expect(truncateReviewText(text)).toBe(`${'b'.repeat(120)}...`)
    expect(truncateReviewText('c'.repeat(500))).toHaveLength(123)
  })

  it('cuts at the last word boundary within the limit, never mid-word', () => {
    // 'Respirar ' is 9 characters: the 120th falls inside the 14th word.
    const text = `${'Respirar '.repeat(20)}fin`
    const cut = truncateReviewText(text)
    expect(cut).toBe(`${'Respirar '.repeat(13).trimEnd()}...`)
    expect(Array.from(cut.slice(0, -3)).length).toBeLessThanOrEqual(120)
    // The limit falling exactly before a space keeps the whole last word.
    const exactWord = `${'e'.repeat(115)} calm más`
    expect(truncateReviewText(exactWord)).toBe(`${'e'.repeat(115)} calm...`)
    // The limit falling inside the last word drops it.
    const inside = `${'f'.repeat(115)} tranquilidad`
    expect(truncateReviewText(inside)).toBe(`${'f'.repeat(115)}...`)
  })

  it('cuts the real testimonial that ran mid-word at a space, without a comma before the ellipsis', () => {
    const carmen =
      'Empecé con la prueba gratuita sin muchas expectativas y hoy no me salto mi meditación de la mañana. Me ayuda a empezar el día con la cabeza despejada y sin prisas.'
    expect(truncateReviewText(carmen)).toBe(
      'Empecé con la prueba gratuita sin muchas expectativas y hoy no me salto mi meditación de la mañana. Me ayuda a empezar...',
    )
    expect(truncateReviewText(`${'g'.repeat(113)} uno, dos tres`)).toBe(`${'g'.repeat(113)} uno...`)
  })

  it('drops the space before the ellipsis and never splits a character', () => {
    expect(truncateReviewText(`${'d'.repeat(119)} resto`)).toBe(`${'d'.repeat(119)}...`)
    const accents = 'ñ'.repeat(130)
    expect(truncateReviewText(accents)).toBe(`${'ñ'.repeat(120)}...`)
    const emoji = '🌿'.repeat(121)
    expect(truncateReviewText(emoji)).toBe(`${'🌿'.repeat(120)}...`)
  })

  it('takes another limit', () => {
    expect(truncateReviewText('calma total', 5)).toBe('calma...')
    expect(truncateReviewText('calma total', 8)).toBe('calma...')
  })
})

describe('reviewRating', () => {
  it('defaults a missing or unreadable rating to 5', () => {
    expect(reviewRating(undefined)).toBe(5)
    expect(reviewRating(null)).toBe(5)
    expect(reviewRating('4')).toBe(5)
    expect(reviewRating(Number.NaN)).toBe(5)
  })

  it('keeps ratings on the 1 to 5 scale', () => {
    expect(reviewRating(1)).toBe(1)
    expect(reviewRating(4)).toBe(4)
    expect(reviewRating(5)).toBe(5)
    expect(reviewRating(0)).toBe(1)
    expect(reviewRating(9)).toBe(5)
    expect(reviewRating(3.6)).toBe(4)
  })

  it('is written with one decimal', () => {
    expect(ratingValueText(4)).toBe('4.0')
    expect(ratingValueText(undefined)).toBe('5.0')
  })
})

describe('testimonialSequence', () => {
  it('puts the first three embedded testimonials before every review', () => {
    expect(testimonialSequence(['s1', 's2', 's3', 's4', 's5'], ['r1', 'r2'])).toEqual([
      's1',
      's2',
      's3',
      'r1',
      'r2',
    ])
    expect(testimonialSequence(['s1'], [])).toEqual(['s1'])
    expect(testimonialSequence([], ['r1'])).toEqual(['r1'])
  })
})
