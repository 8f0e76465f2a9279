import { describe, expect, it } from 'vitest'
import { readPublicReviews } from './get-reviews.ts'

const comment = 'Diez minutos de respiración antes del trabajo y llego mucho más tranquilo.'

describe('readPublicReviews', () => {
  it('reads the public contract shape', () => {
    expect(
      readPublicReviews([
        {
          _id: 'a',
          userId: { name: 'Ana', lastName: 'Ruiz' },
          rating: 4,
          comment,
          createdAt: '2026-01-01T00:00:00.000Z',
          listenedHours: 12,
        },
      ]),
    ).toEqual([{ id: 'a', name: 'Ana', lastName: 'Ruiz', rating: 4, comment, listenedHours: 12 }])
    // Anything but a whole number of hours is not shown.
    for (const listenedHours of [undefined, '12', -1, 2.5]) {
      expect(readPublicReviews([{ _id: 'a', comment, listenedHours }])[0]?.listenedHours).toBeNull()
    }
  })

  it('gives none for an answer that is not an array', () => {
    for (const body of [null, undefined, 'x', 3, {}, { data: [{ _id: 'a', comment }] }]) {
      expect(readPublicReviews(body)).toEqual([])
    }
  })

  it('keeps a review without rating or author and skips entries without id or comment', () => {
    expect(readPublicReviews([{ _id: 'a', comment }, { _id: 'b' }, { comment }, 'texto', null])).toEqual([
      { id: 'a', name: '', lastName: '', rating: undefined, comment, listenedHours: null },
    ])
    expect(readPublicReviews([{ _id: 'c', userId: 'x', comment }])[0]).toMatchObject({ id: 'c', name: '' })
  })
})
