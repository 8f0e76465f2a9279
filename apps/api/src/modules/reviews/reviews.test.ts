import {
  adminReviewListResponseSchema,
  ownReviewResponseSchema,
  publicReviewLimit,
  publicReviewListSchema,
} from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildCheckedApp, createTestApp, testConfig } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import {
  categories,
  mediaItems,
  playtimeDaily,
  rateLimitHits,
  reviews,
  themes,
  users,
} from '../../db/schema/index.ts'

const comment = 'Meditar cada noche con Sosiego me ha ayudado a dormir mejor y a empezar el día.'
const otherComment = 'Las sesiones cortas me acompañan en el tren y llego al trabajo mucho más tranquila.'

describe('reviews', async () => {
  const { app, db, database } = await createTestApp()
  let media: { id: string; themeId: string; categoryId: string }
  let now = Date.parse('2026-01-01T10:00:00.000Z')

  beforeAll(async () => {
    const [category] = await db
      .insert(categories)
      .values({ name: 'Meditaciones', slug: 'resenas-cat' })
      .returning()
    const [theme] = await db
      .insert(themes)
      .values({ name: 'Calma', slug: 'resenas-tema', categoryId: category?.id as string })
      .returning()
    const [item] = await db
      .insert(mediaItems)
      .values({
        title: 'Respirar',
        description: 'Una pausa',
        themeId: theme?.id as string,
        audioName: 'respirar.mp3',
        audioUrl: '/media/audios/respirar-resenas.mp3',
      })
      .returning()
    media = { id: item?.id as string, themeId: theme?.id as string, categoryId: category?.id as string }
  })

  beforeEach(async () => {
    await db.delete(reviews)
    await db.delete(playtimeDaily)
    await db.delete(rateLimitHits)
    await db.delete(users)
  })

  /** Counted listening as the stats module files it: seconds per member, item and day. */
  async function listen(userId: string, seconds: number) {
    // Spread over days, as real listening is; the total is what counts.
    const days = Math.max(1, Math.ceil(seconds / 3_000))
    for (let day = 0; day < days; day += 1) {
      const share =
        day < days - 1 ? Math.floor(seconds / days) : seconds - Math.floor(seconds / days) * (days - 1)
      await db.insert(playtimeDaily).values({
        userId,
        mediaId: media.id,
        themeId: media.themeId,
        categoryId: media.categoryId,
        day: `2025-12-${String(day + 1).padStart(2, '0')}`,
        seconds: share,
      })
    }
  }

  /** A signed-in member with this much counted listening. */
  async function member(seconds = 18_000, values: Partial<typeof users.$inferInsert> = {}) {
    const signedIn = await signedInUser(app, db, { role: 'subscriber', ...values })
    if (seconds > 0) await listen(signedIn.user.id, seconds)
    return signedIn
  }
  const staff = async (role: 'admin' | 'crmUser') => (await signedInUser(app, db, { role })).client

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

  const publicList = async () => (await app.inject({ method: 'GET', url: '/api/reviews' })).json()
  const publicIds = async () => (await publicList()).map((review: { _id: string }) => review._id)

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

  describe('writing a review (member)', () => {
    it('needs a signed-in user', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/reviews/me' })).statusCode).toBe(401)
      const res = await app.inject({ method: 'POST', url: '/api/reviews', payload: { rating: 5, comment } })
      expect(res.statusCode).toBe(401)
    })

    it('refuses at 17,999 s of counted listening, saying what is missing, and accepts at 18,000 s', async () => {
      const short = await member(17_999)
      const refused = await short.client.post('/api/reviews', { rating: 5, comment })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({
        success: false,
        code: 'reviews.needMoreListening',
        message: 'Necesitas 5 horas de reproducción de audio o video para dejar una reseña. Te faltan 1 min.',
        requiredSeconds: 18_000,
        listenedSeconds: 17_999,
        missingSeconds: 1,
      })
      expect(await db.select().from(reviews)).toHaveLength(0)

      const enough = await member(18_000)
      const created = await enough.client.post('/api/reviews', { rating: 5, comment })
      expect(created.statusCode, created.body).toBe(201)
      expect(created.json()).toMatchObject({ success: true, data: { rating: 5, comment, status: 'active' } })
    })

    it('counts only the server’s own listening: a member with none is told the whole 5 hours', async () => {
      const none = await member(0)
      // A client claiming its own total changes nothing: unknown fields are dropped.
      const res = await none.client.post('/api/reviews', { rating: 5, comment, totalSeconds: 99_999 })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(
        'Necesitas 5 horas de reproducción de audio o video para dejar una reseña. Te faltan 5 h.',
      )
      const partly = await member(10_800 + 1_500)
      expect((await partly.client.post('/api/reviews', { rating: 5, comment })).json().message).toContain(
        'Te faltan 1 h y 35 min.',
      )
    })

    it('checks the rating and the comment with the spec’s messages', async () => {
      const { client } = await member()
      const messageFor = async (body: unknown) => {
        const res = await client.post('/api/reviews', body)
        expect(res.statusCode).toBe(400)
        return res.json().message
      }
      for (const rating of [0, 6, 3.5, '5', null, undefined]) {
        expect(await messageFor({ rating, comment })).toBe('Seleccione una calificación (1-5)')
      }
      expect(await messageFor({ rating: 5 })).toBe('El comentario es obligatorio')
      expect(await messageFor({ rating: 5, comment: '      ' })).toBe('El comentario es obligatorio')
      expect(await messageFor({ rating: 5, comment: 42 })).toBe('El comentario es obligatorio')
      // 49 characters once trimmed, though 60 were sent.
      expect(await messageFor({ rating: 5, comment: `     ${'a'.repeat(49)}      ` })).toBe(
        'El comentario debe tener entre 50 y 100 caracteres',
      )
      expect(await messageFor({ rating: 5, comment: 'a'.repeat(101) })).toBe(
        'El comentario debe tener entre 50 y 100 caracteres',
      )
      expect(await db.select().from(reviews)).toHaveLength(0)

      const longest = await client.post('/api/reviews', { rating: 1, comment: `  ${'b'.repeat(100)}  ` })
      expect(longest.statusCode).toBe(201)
      expect(longest.json().data.comment).toBe('b'.repeat(100))
    })

    it('keeps markup as plain text: stored and answered exactly as written', async () => {
      const { client } = await member()
      const markup = '<script>alert("x")</script><b>Me encanta</b> &amp; <img src=x onerror=alert(1)>'
      expect(markup.length).toBeGreaterThanOrEqual(50)
      const res = await client.post('/api/reviews', { rating: 5, comment: markup })
      expect(res.statusCode, res.body).toBe(201)
      const [stored] = await db.select().from(reviews)
      expect(stored?.comment).toBe(markup)
      const listed = await app.inject({ method: 'GET', url: '/api/reviews' })
      expect(listed.headers['content-type']).toMatch(/^application\/json/)
      expect(listed.json()[0].comment).toBe(markup)
    })

    it('allows one review per member: a second answers 409 with the existing review’s id', async () => {
      const { client } = await member()
      const first = await client.post('/api/reviews', { rating: 5, comment })
      const second = await client.post('/api/reviews', { rating: 3, comment: otherComment })
      expect(second.statusCode).toBe(409)
      expect(second.json()).toMatchObject({
        code: 'reviews.alreadyExists',
        message: 'Ya dejaste una reseña: puedes actualizarla.',
        reviewId: first.json().data._id,
      })
    })

    it('keeps one review under concurrent requests: one 201, the rest 409 naming it', async () => {
      const { client, user } = await member()
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          client.post('/api/reviews', { rating: (index % 5) + 1, comment }),
        ),
      )
      const created = answers.filter((res) => res.statusCode === 201)
      expect(created).toHaveLength(1)
      const id = created[0]?.json().data._id
      for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
        expect(res.statusCode, res.body).toBe(409)
        expect(res.json().reviewId).toBe(id)
      }
      expect(await db.select().from(reviews).where(eq(reviews.userId, user.id))).toHaveLength(1)
    })

    it('shows the member their review and its status; a hidden one stays hidden when edited', async () => {
      const { client } = await member()
      const none = ownReviewResponseSchema.parse((await client.get('/api/reviews/me')).json())
      expect(none).toMatchObject({ data: null, removed: false })
      const id = (await client.post('/api/reviews', { rating: 4, comment })).json().data._id
      const mine = ownReviewResponseSchema.parse((await client.get('/api/reviews/me')).json())
      expect(mine.data).toMatchObject({ _id: id, rating: 4, comment, status: 'active' })

      const admin = await staff('admin')
      await admin.put(`/api/reviews/admin/${id}/status`, { status: 'hidden' })
      expect((await client.get('/api/reviews/me')).json().data.status).toBe('hidden')
      const edited = await client.put(`/api/reviews/${id}`, { comment: otherComment })
      expect(edited.statusCode).toBe(200)
      expect(edited.json().data).toMatchObject({ comment: otherComment, rating: 4, status: 'hidden' })
      expect(await publicIds()).toEqual([])
    })

    it('names the own review’s id `id` as the spec does, with `_id` beside it, in every answer', async () => {
      const { client } = await member()
      const created = (await client.post('/api/reviews', { rating: 4, comment })).json().data
      expect(typeof created.id).toBe('string')
      expect(created).toMatchObject({ id: created._id })
      const mine = (await client.get('/api/reviews/me')).json().data
      expect(mine).toMatchObject({ id: created.id, _id: created.id })
      const updated = (await client.put(`/api/reviews/${created.id}`, { rating: 5 })).json().data
      expect(updated).toMatchObject({ id: created.id, _id: created.id, rating: 5 })
    })

    it('applies only a numeric rating and a string comment on update', async () => {
      const { client } = await member()
      const id = (await client.post('/api/reviews', { rating: 4, comment })).json().data._id
      const ratingOnly = await client.put(`/api/reviews/${id}`, { rating: 2, comment: 12345 })
      expect(ratingOnly.statusCode).toBe(200)
      expect(ratingOnly.json().data).toMatchObject({ rating: 2, comment })
      const commentOnly = await client.put(`/api/reviews/${id}`, { rating: '5', comment: otherComment })
      expect(commentOnly.json().data).toMatchObject({ rating: 2, comment: otherComment })
      const nothing = await client.put(`/api/reviews/${id}`, { rating: 'cinco', comment: null })
      expect(nothing.statusCode).toBe(400)
      expect(nothing.json().message).toBe('Envía una calificación o un comentario para actualizar la reseña.')
      const invalid = await client.put(`/api/reviews/${id}`, { rating: 9 })
      expect(invalid.json().message).toBe('Seleccione una calificación (1-5)')
      const short = await client.put(`/api/reviews/${id}`, { comment: 'corto' })
      expect(short.json().message).toBe('El comentario debe tener entre 50 y 100 caracteres')
    })

    it('never lets another member edit a review (404), nor a crmUser (403); an admin may', async () => {
      const author = await member()
      const id = (await author.client.post('/api/reviews', { rating: 5, comment })).json().data._id
      const other = await member()
      const byOther = await other.client.put(`/api/reviews/${id}`, { rating: 1 })
      expect(byOther.statusCode).toBe(404)
      expect(byOther.json().message).toBe('No se encontró la reseña.')
      expect((await (await staff('crmUser')).put(`/api/reviews/${id}`, { rating: 1 })).statusCode).toBe(403)
      const byAdmin = await (await staff('admin')).put(`/api/reviews/${id}`, {
        rating: 3,
        comment: otherComment,
      })
      expect(byAdmin.statusCode).toBe(200)
      const [stored] = await db.select().from(reviews).where(eq(reviews.id, id))
      expect(stored).toMatchObject({ rating: 3, comment: otherComment, userId: author.user.id })
      expect((await author.client.put(`/api/reviews/${crypto.randomUUID()}`, { rating: 1 })).statusCode).toBe(
        404,
      )
    })

    it('keeps a deleted review deleted: the author can neither edit it nor write another', async () => {
      const { client } = await member()
      const id = (await client.post('/api/reviews', { rating: 5, comment })).json().data._id
      const admin = await staff('admin')
      expect((await admin.delete(`/api/reviews/admin/${id}`)).statusCode).toBe(200)
      expect((await client.get('/api/reviews/me')).json()).toMatchObject({ data: null, removed: true })
      expect((await client.put(`/api/reviews/${id}`, { comment: otherComment })).statusCode).toBe(404)
      const again = await client.post('/api/reviews', { rating: 5, comment: otherComment })
      expect(again.statusCode).toBe(409)
      expect(again.json().code).toBe('reviews.removed')
      // Nor can staff show it again.
      expect((await admin.put(`/api/reviews/admin/${id}/status`, { status: 'active' })).statusCode).toBe(404)
      expect(await publicIds()).toEqual([])
    })

    it('does not take reviews from staff accounts', async () => {
      const admin = await signedInUser(app, db, { role: 'admin' })
      await listen(admin.user.id, 20_000)
      const res = await admin.client.post('/api/reviews', { rating: 5, comment })
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('reviews.staffCannotReview')
    })

    it('limits a member’s writes per hour', async () => {
      const { client } = await member()
      const id = (await client.post('/api/reviews', { rating: 5, comment })).json().data._id
      for (let index = 0; index < 9; index += 1) {
        expect((await client.put(`/api/reviews/${id}`, { rating: (index % 5) + 1 })).statusCode).toBe(200)
      }
      const limited = await client.put(`/api/reviews/${id}`, { rating: 5 })
      expect(limited.statusCode).toBe(429)
      expect(limited.json().message).toBe(
        'Has enviado demasiadas reseñas seguidas. Inténtalo de nuevo más tarde.',
      )
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

  afterAll(() => vi.useRealTimers())
})
