import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { mediaItems, playtimeDaily, themes } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../db/seed/index.ts'
import { recordPlaytime } from './playtime.service.ts'

describe('listening time', async () => {
  const { app, db, config } = await createTestApp()
  let items: (typeof mediaItems.$inferSelect)[] = []
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir)
    items = await db.select().from(mediaItems)
  })
  afterEach(() => vi.useRealTimers())
  beforeEach(() => {
    now = Date.now()
  })

  let now = Date.now()
  const advance = (seconds: number) => {
    now += seconds * 1000
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
  }
  const member = async () => (await signedInUser(app, db, { role: 'subscriber' })).client
  const report = (client: Awaited<ReturnType<typeof member>>, body: unknown) =>
    client.post('/api/stats/audio-playtime', body)
  const item = (index = 0) => items[index] as typeof mediaItems.$inferSelect

  it('counts a real minute, answers an array with totalSeconds, and keeps the total', async () => {
    const client = await member()
    advance(0)
    const res = await report(client, [{ audioId: item().id, seconds: 60, themeId: item().themeId }])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([{ totalSeconds: 60, countedSeconds: 60 }])
    advance(60)
    expect((await report(client, [{ audioId: item().id, seconds: 60 }])).json()[0].totalSeconds).toBe(120)
    const total = await client.get('/api/stats/total-playtime')
    expect(total.json()).toMatchObject({ success: true, totalSeconds: 120 })
  })

  it('never counts more than the time that really passed', async () => {
    const client = await member()
    advance(0)
    const firstReport = await report(client, [{ audioId: item().id, seconds: 30 }])
    expect(firstReport.statusCode, firstReport.body).toBe(200)
    // Straight away: no time has passed, nothing more counts.
    expect((await report(client, [{ audioId: item().id, seconds: 60 }])).json()[0].countedSeconds).toBe(0)
    // A minute later, ten hours claimed: a minute counted.
    advance(60)
    expect((await report(client, [{ audioId: item().id, seconds: 36_000 }])).json()[0].countedSeconds).toBe(
      60,
    )
    // A minute later, six items "played" at once: a minute counted among them.
    advance(60)
    const many = items.slice(0, 6).map((media) => ({ audioId: media.id, seconds: 60 }))
    expect((await report(client, many)).json()[0].countedSeconds).toBe(60)
  })

  it('counts at most a quarter of an hour per request, however long the member was away', async () => {
    const { user } = await signedInUser(app, db, { role: 'subscriber' })
    const start = new Date()
    expect(
      (await recordPlaytime(db, user.id, [{ audioId: item().id, seconds: 60 }], start)).countedSeconds,
    ).toBe(60)
    const dayLater = new Date(start.getTime() + 86_400_000)
    const claimed = [{ audioId: item().id, seconds: 86_400 }]
    expect((await recordPlaytime(db, user.id, claimed, dayLater)).countedSeconds).toBe(900)
  })

  it('counts a report sent twice (same reportId) once', async () => {
    const client = await member()
    const reportId = randomUUID()
    advance(0)
    expect(
      (await report(client, [{ audioId: item().id, seconds: 45, reportId }])).json()[0].countedSeconds,
    ).toBe(45)
    advance(120)
    expect(
      (await report(client, [{ audioId: item().id, seconds: 45, reportId }])).json()[0].countedSeconds,
    ).toBe(0)
  })

  it('files the seconds under the item’s own theme and category, per day', async () => {
    const { user, client } = await signedInUser(app, db, { role: 'subscriber' })
    const [otherTheme] = await db.select().from(themes).where(eq(themes.slug, 'gratitud'))
    advance(0)
    await report(client, [
      { audioId: item(1).id, seconds: 50, themeId: otherTheme?.id, categoryId: otherTheme?.categoryId },
    ])
    const [row] = await db.select().from(playtimeDaily).where(eq(playtimeDaily.userId, user.id))
    const [ownTheme] = await db
      .select()
      .from(themes)
      .where(eq(themes.id, item(1).themeId))
    expect(row).toMatchObject({
      mediaId: item(1).id,
      themeId: item(1).themeId,
      categoryId: ownTheme?.categoryId,
      seconds: 50,
      day: new Date(now).toISOString().slice(0, 10),
    })
  })

  it('ignores unknown items and refuses bad bodies and anonymous callers', async () => {
    const client = await member()
    advance(0)
    expect((await report(client, [{ audioId: randomUUID(), seconds: 60 }])).json()[0].countedSeconds).toBe(0)
    expect((await report(client, [])).statusCode).toBe(400)
    expect((await report(client, [{ audioId: item().id, seconds: -5 }])).statusCode).toBe(400)
    expect((await report(client, { audioId: item().id, seconds: 5 })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/stats/total-playtime' })).statusCode).toBe(401)
  })
})
