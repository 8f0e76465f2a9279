import { ownReviewResponseSchema } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/billing.ts'
import { reviews } from '../../db/schema/index.ts'
import { comment, otherComment, reviewsApp } from './reviews.test-helpers.ts'

// A member writing and editing their review: the 5 hours of listening it takes, the rating and
// comment rules, one review each, who may edit it, and the writes' limit. What the public and staff
// see of reviews: reviews-lists.test.ts.
describe('reviews', async () => {
  const { app, db, listen, member, staff, publicIds } = await reviewsApp()
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
})
