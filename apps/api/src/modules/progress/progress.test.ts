import { addCalendarDays } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { categories, mediaItems, playbackProgress, playtimeDaily, themes } from '../../db/schema/index.ts'
import { dayInZone } from '../../lib/period.ts'
import { seedDemoContent } from '../../seed/index.ts'

/**
 * GET /api/progress: the rollups are written directly (what counts as listening is the business of
 * stats/playtime-*.test.ts); here, what Mi progreso makes of them, for whom, and on which days.
 */
describe('Mi progreso', async () => {
  const { app, db, config } = await createTestApp()
  type Item = typeof mediaItems.$inferSelect
  let items: Item[] = []
  let allThemes: (typeof themes.$inferSelect)[] = []
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items = await db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.isDeleted, false))
      .orderBy(mediaItems.title)
    allThemes = await db.select().from(themes)
  })
  afterEach(() => vi.useRealTimers())

  const item = (index: number) => items[index] as Item
  const themeOf = (media: Item) =>
    allThemes.find((theme) => theme.id === media.themeId) as typeof themes.$inferSelect
  async function listened(userId: string, media: Item, day: string, seconds: number) {
    await db.insert(playtimeDaily).values({
      userId,
      mediaId: media.id,
      themeId: media.themeId,
      categoryId: themeOf(media).categoryId,
      day,
      seconds,
    })
  }
  const at = (instant: string) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(instant))
  }
  const member = () => signedInUser(app, db, { role: 'subscriber' })
  const progress = async (client: Awaited<ReturnType<typeof member>>['client']) => {
    const res = await client.get('/api/progress')
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data
  }

  it('answers minutes by period, sessions completed, favourites, streaks and the calendar', async () => {
    const { user, client } = await member()
    // Tuesday 24 November 2026, 10:00 in Madrid.
    const [a, b, c] = [item(0), item(1), item(2)]
    await listened(user.id, a, '2026-11-24', 400) // today
    await listened(user.id, b, '2026-11-23', 300) // Monday: this week
    await listened(user.id, a, '2026-11-22', 200) // Sunday: last week, under 5 min (breaks the run)
    // c is the most listened, whatever the others' categories and themes share.
    await listened(user.id, c, '2026-11-21', 900)
    await listened(user.id, c, '2026-11-20', 900)
    await listened(user.id, c, '2026-11-19', 900)
    await listened(user.id, a, '2026-10-31', 1000) // last month
    await db.insert(playbackProgress).values([
      { userId: user.id, mediaId: a.id, firstDay: '2026-10-31', furthestSeconds: a.duration },
      {
        userId: user.id,
        mediaId: b.id,
        firstDay: '2026-11-23',
        furthestSeconds: Math.max(0, b.duration - 30),
      },
    ])
    expect(b.duration).toBeGreaterThan(2)
    at('2026-11-24T09:00:00Z')
    const data = await progress(client)
    expect(data).toMatchObject({
      timeZone: 'Europe/Madrid',
      today: '2026-11-24',
      seconds: { today: 400, week: 700, month: 3600, total: 4600 },
      sessionsCompleted: 1,
      streak: { current: 2, longest: 3, minSeconds: 300 },
      favouriteCategory: { _id: themeOf(c).categoryId },
      favouriteTheme: { _id: c.themeId },
    })
    const [category] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, themeOf(c).categoryId))
    expect(data.favouriteCategory.name).toBe(category?.name)
    expect(data.calendar).toHaveLength(84)
    expect(data.calendar.at(-1)).toEqual({ day: '2026-11-29', seconds: 0 })
    expect(data.calendar.find((day: { day: string }) => day.day === '2026-11-22')).toEqual({
      day: '2026-11-22',
      seconds: 200,
    })
  })

  it('a new member: zeros, no favourites, no streak', async () => {
    const { client } = await member()
    const data = await progress(client)
    expect(data).toMatchObject({
      seconds: { today: 0, week: 0, month: 0, total: 0 },
      sessionsCompleted: 0,
      favouriteCategory: null,
      favouriteTheme: null,
      streak: { current: 0, longest: 0 },
    })
    expect(data.calendar.every((day: { seconds: number }) => day.seconds === 0)).toBe(true)
  })

  it('today is the calendar day in Madrid: 23:59 and 00:01, and both DST Sundays', async () => {
    const { user, client } = await member()
    await listened(user.id, item(0), '2026-03-28', 300)
    await listened(user.id, item(0), '2026-03-29', 300)
    // 23:59 on Sunday 29 March (UTC+2 since 02:00): today is still Sunday, the streak 2.
    at('2026-03-29T21:59:00Z')
    expect(await progress(client)).toMatchObject({
      today: '2026-03-29',
      seconds: { today: 300 },
      streak: { current: 2 },
    })
    // 00:01 on Monday: a new day and a new week; the streak lives on through Monday.
    at('2026-03-29T22:01:00Z')
    expect(await progress(client)).toMatchObject({
      today: '2026-03-30',
      seconds: { today: 0, week: 0 },
      streak: { current: 2 },
    })
    // October: Sunday 25th lasts 25 hours; 23:59 there is 22:59Z, 00:01 on Monday is 23:01Z.
    await listened(user.id, item(1), '2026-10-24', 300)
    await listened(user.id, item(1), '2026-10-25', 300)
    at('2026-10-25T22:59:00Z')
    expect(await progress(client)).toMatchObject({
      today: '2026-10-25',
      seconds: { today: 300 },
      streak: { current: 2 },
    })
    at('2026-10-25T23:01:00Z')
    expect(await progress(client)).toMatchObject({ today: '2026-10-26', streak: { current: 2 } })
    // Tuesday 27th at 00:01 (UTC+1): Monday passed without listening, the run is over.
    at('2026-10-26T23:01:00Z')
    expect(await progress(client)).toMatchObject({ today: '2026-10-27', streak: { current: 0, longest: 2 } })
  })

  it('shows only the caller’s own listening, and is for signed-in, verified members', async () => {
    const first = await member()
    const second = await member()
    const today = dayInZone(new Date(), config.timeZone)
    await listened(first.user.id, item(0), today, 1234)
    await listened(first.user.id, item(0), addCalendarDays(today, -1), 999)
    expect((await progress(second.client)).seconds.total).toBe(0)
    expect((await progress(first.client)).seconds.total).toBe(2233)
    expect((await app.inject({ method: 'GET', url: '/api/progress' })).statusCode).toBe(401)
    const unverified = await signedInUser(app, db, { role: 'subscriber', isVerified: false })
    expect((await unverified.client.get('/api/progress')).statusCode).toBe(403)
    const staff = await signedInUser(app, db, { role: 'admin' })
    const refused = await staff.client.get('/api/progress')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/[a-záéíóúñ]/i)
  })
})
