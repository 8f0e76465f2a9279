import { adminReviewListResponseSchema, publicReviewLimit, publicReviewListSchema } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { buildCheckedApp, testConfig } from '../../../test/app.ts'
import { reviews } from '../../db/schema/index.ts'
import { comment, otherComment, reviewsApp } from './reviews.test-helpers.ts'

// The lists of reviews: the public one (what it shows of a reviewer, what it leaves out, its short
// cache and how every instance hears of a change) and the back office's, with its moderation.
// Writing a review: reviews-writing.test.ts.
describe('reviews', async () => {
  const { app, db, database, listen, member, staff, addUser, addReview, publicList, publicIds } =
    await reviewsApp()

  describe('GET /api/reviews (public)', () => {
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

    it('answers a bare empty array when there are no reviews', async () => {
      const res = await list()
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.json()).toEqual([])
    })

    it('lists visible reviews newest first: name, last-name initial and listened hours, nothing else', async () => {
      const older = await addReview({ rating: 4 }, { name: 'Jorge', lastName: 'Ruiz' })
      const newer = await addReview({ rating: 5 }, { name: 'Elena', lastName: 'Gómez' })
      await listen(newer.userId, 6 * 3600 + 3599)
      const res = await list()
      const body = publicReviewListSchema.parse(res.json())
      expect(body.map((review) => review._id)).toEqual([newer.id, older.id])
      expect(res.json()[0]).toEqual({
        _id: newer.id,
        userId: { name: 'Elena', lastName: 'G.' },
        rating: 5,
        comment,
        createdAt: newer.createdAt.toISOString(),
        listenedHours: 6,
      })
      expect(res.json()[1].listenedHours).toBe(0)
      expect(res.body).not.toContain('@example.com')
      expect(res.body).not.toContain('Gómez')
      expect(res.body).not.toContain(newer.userId)
    })

    it('leaves out hidden reviews, deleted reviews and reviews of deactivated accounts', async () => {
      const shown = await addReview()
      await addReview({ status: 'hidden' })
      await addReview({ isDeleted: true })
      await addReview({ status: 'hidden', isDeleted: true })
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

    it('serves from a short cache: a change made behind the API shows within a few seconds', async () => {
      await addReview()
      expect((await list()).json()).toHaveLength(1)
      await db.delete(reviews)
      // Within the window the cached answer is served as it was.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + clockOffset + 1_000)
      expect((await app.inject({ method: 'GET', url: '/api/reviews' })).json()).toHaveLength(1)
      vi.useRealTimers()
      expect((await list()).json()).toEqual([])
    })

    it('keeps one review per user and ratings within 1 to 5 in the database', async () => {
      const review = await addReview()
      await expect(db.insert(reviews).values({ userId: review.userId, rating: 3, comment })).rejects.toThrow()
      const user = await addUser()
      await expect(db.insert(reviews).values({ userId: user.id, rating: 0, comment })).rejects.toThrow()
      await expect(db.insert(reviews).values({ userId: user.id, rating: 6, comment })).rejects.toThrow()
    })
  })

  describe('moderation (back office)', () => {
    it('shows every write and moderation change in the public list at once', async () => {
      const { client } = await member()
      const id = (await client.post('/api/reviews', { rating: 5, comment })).json().data._id
      expect(await publicIds()).toEqual([id])
      await client.put(`/api/reviews/${id}`, { comment: otherComment })
      expect((await publicList())[0].comment).toBe(otherComment)

      const admin = await staff('admin')
      const hidden = await admin.put(`/api/reviews/admin/${id}/status`, { status: 'hidden' })
      expect(hidden.statusCode).toBe(200)
      expect(hidden.json().data.status).toBe('hidden')
      expect(await publicIds()).toEqual([])
      expect((await admin.put(`/api/reviews/admin/${id}/status`, { status: 'active' })).statusCode).toBe(200)
      expect(await publicIds()).toEqual([id])
      await admin.delete(`/api/reviews/admin/${id}`)
      expect(await publicIds()).toEqual([])
    })

    it('tells every other instance on the database at once', async () => {
      const other = await buildCheckedApp({ config: await testConfig(), database })
      await other.ready()
      try {
        const otherIds = async () =>
          (await other.inject({ method: 'GET', url: '/api/reviews' }))
            .json()
            .map((review: { _id: string }) => review._id)
        expect(await otherIds()).toEqual([])
        const { client } = await member()
        const id = (await client.post('/api/reviews', { rating: 5, comment })).json().data._id
        // Well inside the other instance's 5 s expiry: only the notification can have dropped it.
        await expect.poll(otherIds, { timeout: 2_000, interval: 50 }).toEqual([id])
        await (await staff('admin')).put(`/api/reviews/admin/${id}/status`, { status: 'hidden' })
        await expect.poll(otherIds, { timeout: 2_000, interval: 50 }).toEqual([])
      } finally {
        await other.close()
      }
    })

    it('lists reviews not deleted for staff, newest first, paged with the count and total', async () => {
      const created = []
      for (let index = 0; index < 5; index += 1)
        created.push(await addReview({}, { name: `Persona${index}` }))
      await addReview({ isDeleted: true })
      const hidden = await addReview({ status: 'hidden' }, { name: 'Oculta', lastName: 'Núñez' })
      const crm = await staff('crmUser')
      const first = await crm.get('/api/reviews/admin?page=1&pageSize=4')
      expect(first.statusCode, first.body).toBe(200)
      const body = adminReviewListResponseSchema.parse(first.json())
      expect(body).toMatchObject({ page: 1, pageSize: 4, count: 6, total: 6 })
      expect(body.data.map((review) => review._id)).toEqual([
        hidden.id,
        ...created
          .slice(2)
          .reverse()
          .map((review) => review.id),
      ])
      expect(body.data[0]).toMatchObject({
        status: 'hidden',
        userId: { name: 'Oculta', lastName: 'Núñez', email: expect.stringContaining('@example.com') },
      })
      const second = adminReviewListResponseSchema.parse(
        (await crm.get('/api/reviews/admin?page=2&pageSize=4')).json(),
      )
      expect(second.data.map((review) => review._id)).toEqual([created[1]?.id, created[0]?.id])
    })

    it('searches by the author’s name, without minding accents or case', async () => {
      const lucia = await addReview({}, { name: 'Lucía', lastName: 'Fernández' })
      await addReview({}, { name: 'Jorge', lastName: 'Ruiz' })
      await addReview({}, { name: 'Ana', lastName: '100%_Real' })
      const admin = await staff('admin')
      const search = async (text: string) =>
        adminReviewListResponseSchema.parse(
          (await admin.get(`/api/reviews/admin?search=${encodeURIComponent(text)}`)).json(),
        )
      const found = await search('LUCIA fernan')
      expect(found.data.map((review) => review._id)).toEqual([lucia.id])
      expect(found).toMatchObject({ count: 1, total: 3 })
      expect((await search('zzz')).data).toEqual([])
      // LIKE's wildcards are searched as text.
      expect((await search('%')).count).toBe(1)
      expect((await search('_')).count).toBe(1)
    })

    it('lets crmUser read but only admin moderate; members and visitors get nothing', async () => {
      const review = await addReview()
      const crm = await staff('crmUser')
      expect((await crm.put(`/api/reviews/admin/${review.id}/status`, { status: 'hidden' })).statusCode).toBe(
        403,
      )
      expect((await crm.delete(`/api/reviews/admin/${review.id}`)).statusCode).toBe(403)
      const { client } = await member()
      expect((await client.get('/api/reviews/admin')).statusCode).toBe(403)
      expect(
        (await client.put(`/api/reviews/admin/${review.id}/status`, { status: 'hidden' })).statusCode,
      ).toBe(403)
      expect((await app.inject({ method: 'GET', url: '/api/reviews/admin' })).statusCode).toBe(401)
      const [stored] = await db.select().from(reviews).where(eq(reviews.id, review.id))
      expect(stored).toMatchObject({ status: 'active', isDeleted: false })
    })

    it('checks the status and the id', async () => {
      const review = await addReview()
      const admin = await staff('admin')
      const bad = await admin.put(`/api/reviews/admin/${review.id}/status`, { status: 'deleted' })
      expect(bad.statusCode).toBe(400)
      expect((await admin.put(`/api/reviews/admin/no-id/status`, { status: 'hidden' })).statusCode).toBe(400)
      const missing = await admin.delete(`/api/reviews/admin/${crypto.randomUUID()}`)
      expect(missing.statusCode).toBe(404)
      expect((await admin.get('/api/reviews/admin?pageSize=1000')).statusCode).toBe(400)
    })
  })
})
