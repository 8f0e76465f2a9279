import { publicReviewLimit, publicReviewListSchema } from '@sosiego/shared'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { reviews, users } from '../../db/schema/index.ts'

const comment = 'Meditar cada noche con Sosiego me ha ayudado a dormir mejor y a empezar el día.'

describe('GET /api/reviews', async () => {
  const { app, db } = await createTestApp()
  let now = Date.parse('2026-01-01T10:00:00.000Z')

  async function addUser(fields: Partial<typeof users.$inferInsert> = {}) {
    const [user] = await db
      .insert(users)
      .values({
        name: 'Lucía',
        lastName: 'Pérez',
        email: `persona-${Math.random().toString(36).slice(2)}@example.com`,
        isVerified: true,
        ...fields,
      })
      .returning()
    if (!user) throw new Error('no user')
    return user
  }

  async function addReview(fields: Partial<typeof reviews.$inferInsert> = {}, userFields = {}) {
    const user = await addUser(userFields)
    now += 60_000
    const [review] = await db
      .insert(reviews)
      .values({ userId: user.id, rating: 5, comment, createdAt: new Date(now), ...fields })
      .returning()
    if (!review) throw new Error('no review')
    return review
  }

  /** Each read past the response cache's 5 s window: the clock only moves forward. */
  let clockOffset = 0
  async function list() {
    clockOffset += 60_000
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + clockOffset)
    const res = await app.inject({ method: 'GET', url: '/api/reviews' })
    vi.useRealTimers()
    return res
  }

  beforeEach(async () => {
    await db.delete(reviews)
    await db.delete(users)
  })

  it('answers a bare empty array when there are no reviews', async () => {
    const res = await list()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json()).toEqual([])
  })

  it('lists visible reviews newest first with the public contract shape, without e-mails', async () => {
    const older = await addReview({ rating: 4 }, { name: 'Jorge', lastName: 'Ruiz' })
    const newer = await addReview({ rating: 5 }, { name: 'Elena', lastName: 'Gómez' })
    const res = await list()
    const body = publicReviewListSchema.parse(res.json())
    expect(body.map((review) => review._id)).toEqual([newer.id, older.id])
    expect(res.json()[0]).toEqual({
      _id: newer.id,
      userId: { name: 'Elena', lastName: 'Gómez' },
      rating: 5,
      comment,
      createdAt: newer.createdAt.toISOString(),
    })
    expect(res.body).not.toContain('@example.com')
  })

  it('leaves out hidden reviews, deleted reviews and reviews of deactivated accounts', async () => {
    const shown = await addReview()
    await addReview({ status: 'hidden' })
    await addReview({ isDeleted: true })
    await addReview({}, { isActive: false })
    const res = await list()
    expect(res.json().map((review: { _id: string }) => review._id)).toEqual([shown.id])
  })

  it('answers at most the newest few reviews', async () => {
    for (let index = 0; index < publicReviewLimit + 2; index += 1) await addReview()
    const body = publicReviewListSchema.parse((await list()).json())
    expect(body).toHaveLength(publicReviewLimit)
    const times = body.map((review) => Date.parse(review.createdAt))
    expect(times).toEqual(times.toSorted((a, b) => b - a))
  })

  it('serves from a short cache: a change shows within a few seconds', async () => {
    const review = await addReview()
    expect((await list()).json()).toHaveLength(1)
    await db.delete(reviews)
    // Within the window the cached answer is served as it was.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + clockOffset + 1_000)
    expect((await app.inject({ method: 'GET', url: '/api/reviews' })).json()).toHaveLength(1)
    vi.useRealTimers()
    expect((await list()).json()).toEqual([])
    expect(review.id).toBeTruthy()
  })

  it('keeps one review per user and ratings within 1 to 5 in the database', async () => {
    const review = await addReview()
    await expect(db.insert(reviews).values({ userId: review.userId, rating: 3, comment })).rejects.toThrow()
    const user = await addUser()
    await expect(db.insert(reviews).values({ userId: user.id, rating: 0, comment })).rejects.toThrow()
    await expect(db.insert(reviews).values({ userId: user.id, rating: 6, comment })).rejects.toThrow()
  })
})
