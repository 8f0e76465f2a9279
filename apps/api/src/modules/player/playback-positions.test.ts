import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { browser } from '../../../test/session.ts'
import { mediaItems, playbackPositions, users } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

describe('resume positions', async () => {
  const { app, db, config } = await createTestApp()
  let items: string[] = []

  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items = (await db.select({ id: mediaItems.id }).from(mediaItems)).map((row) => row.id)
  })

  const save = (
    client: ReturnType<typeof browser>,
    mediaId: string,
    positionSeconds: unknown,
    durationSeconds: unknown = 600,
  ) => client.put(`/api/player/positions/${mediaId}`, { positionSeconds, durationSeconds })

  it('keeps where a member stopped, moving back as well as forward, newest first', async () => {
    const { client } = await signedInUser(app, db, { role: 'subscriber' })
    const [a, b] = items as [string, string]
    expect((await save(client, a, 300)).statusCode).toBe(200)
    expect((await save(client, a, 120)).json()).toEqual({ success: true, message: 'Posición guardada.' })
    expect((await save(client, b, 42, 90)).statusCode).toBe(200)

    const list = await client.get('/api/player/positions')
    expect(list.statusCode).toBe(200)
    const data = list.json().data
    expect(data.map((row: { mediaId: string }) => row.mediaId)).toEqual([b, a])
    expect(data[1]).toMatchObject({ mediaId: a, positionSeconds: 120, durationSeconds: 600 })
    expect(Date.parse(data[0].updatedAt)).toBeGreaterThanOrEqual(Date.parse(data[1].updatedAt))
  })

  it('forgets an item heard to the end, and does not keep the first seconds', async () => {
    const { client } = await signedInUser(app, db, { role: 'subscriber' })
    const [a, b] = items as [string, string]
    await save(client, a, 300)
    expect((await save(client, a, 595)).statusCode).toBe(200)
    expect((await save(client, b, 3)).statusCode).toBe(200)
    expect((await client.get('/api/player/positions')).json().data).toEqual([])
  })

  it("never shows or changes another member's positions", async () => {
    const first = await signedInUser(app, db, { role: 'subscriber' })
    const second = await signedInUser(app, db, { role: 'subscriber' })
    const [a] = items as [string]
    await save(first.client, a, 200)
    await save(second.client, a, 50)
    expect((await second.client.get('/api/player/positions')).json().data).toMatchObject([
      { mediaId: a, positionSeconds: 50 },
    ])
    // The second member's save and finish touch only their own row.
    await save(second.client, a, 600)
    expect((await first.client.get('/api/player/positions')).json().data).toMatchObject([
      { mediaId: a, positionSeconds: 200 },
    ])
    const rows = await db.select().from(playbackPositions).where(eq(playbackPositions.mediaId, a))
    expect(rows.filter((row) => row.userId === second.user.id)).toEqual([])
    // The body names no member: a userId sent along is not part of the call.
    const forged = await second.client.put(`/api/player/positions/${a}`, {
      positionSeconds: 30,
      durationSeconds: 600,
      userId: first.user.id,
    })
    expect(forged.statusCode).toBe(200)
    expect((await first.client.get('/api/player/positions')).json().data[0].positionSeconds).toBe(200)
  })

  it('answers bad input with a 4xx in Spanish', async () => {
    const { user, client } = await signedInUser(app, db, { role: 'subscriber' })
    const [a] = items as [string]
    const cases: [unknown, unknown, string][] = [
      [-1, 600, 'La posición debe ser un número entero de segundos entre 0 y 86400.'],
      [12.5, 600, 'La posición debe ser un número entero de segundos entre 0 y 86400.'],
      ['12', 600, 'La posición debe ser un número entero de segundos entre 0 y 86400.'],
      [12, 0, 'La duración debe ser un número entero de segundos entre 1 y 86400.'],
      [12, 90_000, 'La duración debe ser un número entero de segundos entre 1 y 86400.'],
      [700, 600, 'La posición no puede ser mayor que la duración.'],
    ]
    for (const [position, duration, message] of cases) {
      const res = await save(client, a, position, duration)
      expect(res.statusCode, `${position}/${duration}`).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const missing = await client.put(`/api/player/positions/${a}`, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().success).toBe(false)

    for (const id of ['no-es-un-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await save(client, id, 30)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('El elemento no existe o fue eliminado.')
    }
    expect(await db.select().from(playbackPositions).where(eq(playbackPositions.userId, user.id))).toEqual([])
  })

  it('is for signed-in, verified members only', async () => {
    const [a] = items as [string]
    const anonymous = browser(app)
    expect((await anonymous.get('/api/player/positions')).statusCode).toBe(401)
    expect((await save(anonymous, a, 30)).statusCode).toBe(401)

    const unverified = await signedInUser(app, db, { role: 'subscriber', isVerified: false })
    expect((await unverified.client.get('/api/player/positions')).statusCode).toBe(403)

    const staff = await signedInUser(app, db, { role: 'admin' })
    const refused = await save(staff.client, a, 30)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Solo los miembros guardan su posición de escucha.')
  })

  it('goes with the member when the account is deleted', async () => {
    const { user, client } = await signedInUser(app, db, { role: 'subscriber' })
    await save(client, items[0] as string, 100)
    await db.delete(users).where(eq(users.id, user.id))
    expect(await db.select().from(playbackPositions).where(eq(playbackPositions.userId, user.id))).toEqual([])
  })
})
