import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { favourites, mediaItems, users } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

/** The member's favourites: own only, items the catalogue shows, idempotent, Spanish 4xx. */
describe('favourites', async () => {
  const { app, db, config } = await createTestApp()
  type Item = typeof mediaItems.$inferSelect
  let items: Item[] = []
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items = await db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.isDeleted, false))
      .orderBy(mediaItems.title)
  })
  const item = (index: number) => items[index] as Item
  const member = () => signedInUser(app, db, { role: 'subscriber' })
  type Client = Awaited<ReturnType<typeof member>>['client']
  const listed = async (client: Client) => {
    const res = await client.get('/api/favorites')
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.map((row: { mediaId: string }) => row.mediaId)
  }

  it('marks, lists newest first, and unmarks; repeating either changes nothing', async () => {
    const { client } = await member()
    expect(await listed(client)).toEqual([])
    const audio = item(0)
    const video = items.find((entry) => entry.fileType === 'video') ?? item(1)
    const first = await client.put(`/api/favorites/${audio.id}`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      mediaId: audio.id,
      favourite: true,
      message: 'Añadido a favoritos.',
    })
    expect((await client.put(`/api/favorites/${video.id}`)).statusCode).toBe(200)
    expect(await listed(client)).toEqual([video.id, audio.id])
    // Marking again keeps one row and its place.
    expect((await client.put(`/api/favorites/${audio.id}`)).statusCode).toBe(200)
    expect(await listed(client)).toEqual([video.id, audio.id])
    const removed = await client.delete(`/api/favorites/${audio.id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ favourite: false })
    expect((await client.delete(`/api/favorites/${audio.id}`)).statusCode).toBe(200)
    expect(await listed(client)).toEqual([video.id])
  })

  it('never shows or changes another member’s favourites', async () => {
    const first = await member()
    const second = await member()
    await first.client.put(`/api/favorites/${item(2).id}`)
    expect(await listed(second.client)).toEqual([])
    // The second member unmarking the same item touches only their own (absent) row.
    await second.client.delete(`/api/favorites/${item(2).id}`)
    expect(await listed(first.client)).toEqual([item(2).id])
  })

  it('only items the catalogue shows: unknown, deleted or hidden ones are 404, and hidden ones leave the list', async () => {
    const { client } = await member()
    const unknown = await client.put(`/api/favorites/${randomUUID()}`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('El audio o video no existe o no está disponible en tu catálogo.')
    const hidden = item(3)
    await client.put(`/api/favorites/${hidden.id}`)
    await db.update(mediaItems).set({ isActive: false }).where(eq(mediaItems.id, hidden.id))
    try {
      expect(await listed(client)).toEqual([])
      expect((await client.put(`/api/favorites/${hidden.id}`)).statusCode).toBe(404)
    } finally {
      await db.update(mediaItems).set({ isActive: true }).where(eq(mediaItems.id, hidden.id))
    }
    // Shown again: the mark was kept.
    expect(await listed(client)).toEqual([hidden.id])
  })

  it('bad ids are a 400 in Spanish; strangers 401; staff 403', async () => {
    const { client } = await member()
    const bad = await client.put('/api/favorites/no-es-un-id')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('El identificador del audio o video no es válido.')
    expect((await client.delete('/api/favorites/123')).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'PUT', url: `/api/favorites/${item(0).id}` })).statusCode).toBe(401)
    const staff = await signedInUser(app, db, { role: 'crmUser' })
    expect((await staff.client.get('/api/favorites')).statusCode).toBe(403)
  })

  it('a member’s favourites go with their account', async () => {
    const { user, client } = await member()
    await client.put(`/api/favorites/${item(0).id}`)
    await db.delete(users).where(eq(users.id, user.id))
    expect(await db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([])
  })
})
