import { randomUUID } from 'node:crypto'
import { addCalendarDays, type MediaItem } from '@sosiego/shared'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../test/billing.ts'
import {
  categories,
  dailyPicks,
  mediaItems,
  playtimeDaily,
  testTakes,
  themes,
} from '../../db/schema/index.ts'
import { dayInZone } from '../../lib/period.ts'
import { withOutbox } from '../../mail/outbox.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { grantPlan } from '../billing/subscriptions/grant-plan.ts'
import { todayFor } from './today.service.ts'

/**
 * GET /api/today and the calendar (issue 30, decision 107): the planned item when the member may be
 * given it, the rule's pick otherwise, stable for the member and the day; staff's calendar.
 */
describe('today’s meditation', async () => {
  const { app, db, config } = await createTestApp()
  type Item = typeof mediaItems.$inferSelect
  let items: Item[] = []
  let themeRows: (typeof themes.$inferSelect)[] = []
  let admin: Awaited<ReturnType<typeof signedInUser>>['client']
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items = await db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.isDeleted, false))
      .orderBy(mediaItems.title)
    themeRows = await db.select().from(themes)
    admin = (await signedInUser(app, db, { role: 'admin' })).client
    // The seed's planned months are the seed tests' business: these tests plan their own days.
    await db.delete(dailyPicks)
  })
  afterEach(async () => {
    vi.useRealTimers()
    await db.delete(dailyPicks)
  })

  const today = () => dayInZone(new Date(), config.timeZone)
  const theme = (slug: string) => themeRows.find((row) => row.slug === slug) as typeof themes.$inferSelect
  const themeOf = (item: Item) =>
    themeRows.find((row) => row.id === item.themeId) as typeof themes.$inferSelect
  const inTheme = (...slugs: string[]) => items.filter((item) => slugs.includes(themeOf(item).slug))
  const outside = (...slugs: string[]) => items.filter((item) => !slugs.includes(themeOf(item).slug))

  /** A signed-in member holding `plan` (the mini plan with two themes), or no plan at all. */
  async function member(plan?: 'full' | { mini: [string, string] }) {
    const signed = await signedInUser(app, db, { role: 'subscriber' })
    if (!plan) return signed
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const row = await planBySlug(db, plan === 'full' ? 'full' : 'mini')
    await withOutbox(db, (tx) =>
      grantPlan(tx, {
        userId: signed.user.id,
        plan: row,
        source: 'payment',
        ...(plan === 'full'
          ? {}
          : { themes: { themeId1: theme(plan.mini[0]).id, themeId2: theme(plan.mini[1]).id } }),
      }),
    )
    return signed
  }
  /** The member's wellbeing test result, as a take stores it. */
  async function tookTest(userId: string, categorySlug: string, themeSlugs: string[]) {
    await db.insert(testTakes).values({ userId, categorySlug, themeSlugs, day: today() })
  }
  async function listened(userId: string, item: Item, day: string) {
    await db.insert(playtimeDaily).values({
      userId,
      mediaId: item.id,
      themeId: item.themeId,
      categoryId: themeOf(item).categoryId,
      day,
      seconds: 300,
    })
  }
  async function plan(day: string, item: Item) {
    const res = await admin.put(`/api/today/calendar/${day}`, { mediaId: item.id })
    expect(res.statusCode, res.body).toBe(200)
  }
  type Client = Awaited<ReturnType<typeof member>>['client']
  async function todayOf(client: Client) {
    const res = await client.get('/api/today')
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as {
      today: { day: string; item: MediaItem; source: string }
      tomorrow: { day: string; item: MediaItem; source: string } | null
    }
  }
  /** The item as the member's own catalogue answers it. */
  async function catalogued(client: Client, id: string) {
    const res = await client.get('/api/audios/list')
    expect(res.statusCode).toBe(200)
    return (res.json().data as MediaItem[]).find((entry) => entry._id === id)
  }

  it('a planned day answers its item, as the member’s catalogue shows it; tomorrow too', async () => {
    const { client } = await member('full')
    const [first, second] = [items[3] as Item, items[7] as Item]
    await plan(today(), first)
    await plan(addCalendarDays(today(), 1), second)
    const data = await todayOf(client)
    expect(data.today).toMatchObject({ day: today(), source: 'planned' })
    expect(data.today.item).toEqual(await catalogued(client, first.id))
    expect(data.today.item.locked).toBe(false)
    expect(data.tomorrow).toMatchObject({ day: addCalendarDays(today(), 1), source: 'planned' })
    expect(data.tomorrow?.item._id).toBe(second.id)
  })

  it('a day with nothing planned picks from the member’s recommendation, the same on every reload', async () => {
    const { user, client } = await member('full')
    await tookTest(user.id, 'salud', ['salud-emocional', 'salud-mental', 'meditacion'])
    const recommended = inTheme('salud-emocional', 'salud-mental', 'meditacion').map((item) => item.id)
    const first = await todayOf(client)
    expect(first.today.source).toBe('picked')
    expect(recommended).toContain(first.today.item._id)
    expect(first.today.item).toEqual(await catalogued(client, first.today.item._id))
    expect(first.tomorrow?.source).toBe('picked')
    expect(recommended).toContain(first.tomorrow?.item._id)
    for (let reload = 0; reload < 3; reload++) expect(await todayOf(client)).toEqual(first)
  })

  it('leaves out what the member heard in the 14 days before yesterday, then widens to the category, then to anything', async () => {
    const { user } = await member('full')
    const fullMember = { id: user.id, role: 'subscriber' }
    await tookTest(user.id, 'salud', ['salud-emocional', 'salud-mental', 'meditacion'])
    const day = today()
    const now = new Date()
    const pickedToday = async () => (await todayFor(db, fullMember, now, config.timeZone)).today.item._id
    const resultThemes = inTheme('salud-emocional', 'salud-mental', 'meditacion')
    // Heard 2 and 15 days ago: in the window. Heard yesterday and today: not yet (the answer for a
    // day is fixed before it begins).
    const [a, b, c, d, e, f] = resultThemes as [Item, Item, Item, Item, Item, Item]
    await listened(user.id, a, addCalendarDays(day, -2))
    await listened(user.id, b, addCalendarDays(day, -15))
    await listened(user.id, c, addCalendarDays(day, -9))
    await listened(user.id, d, addCalendarDays(day, -16)) // too long ago: may come again
    await listened(user.id, e, addCalendarDays(day, -1))
    await listened(user.id, f, day)
    expect([d.id, e.id, f.id]).toContain(await pickedToday())
    // Every item of the result's themes heard in the window: the result's category next.
    for (const item of [d, e, f]) await listened(user.id, item, addCalendarDays(day, -3))
    const category = theme('salud-emocional').categoryId
    const inCategory = items.filter((item) => themeOf(item).categoryId === category)
    const fresh = inCategory.filter((item) => !resultThemes.includes(item))
    expect(fresh.length).toBeGreaterThan(0)
    expect(fresh.map((item) => item.id)).toContain(await pickedToday())
    // The whole category heard: anything not heard.
    for (const item of fresh) await listened(user.id, item, addCalendarDays(day, -4))
    const picked = await pickedToday()
    expect(inCategory.map((item) => item.id)).not.toContain(picked)
    // Everything heard: anything the member may play.
    for (const item of items.filter((entry) => !inCategory.includes(entry)))
      await listened(user.id, item, addCalendarDays(day, -5))
    expect(items.map((item) => item.id)).toContain(await pickedToday())
  })

  it('tomorrow’s answer, kept offline today, is what tomorrow answers, whatever the member hears today', async () => {
    const { user } = await member('full')
    const who = { id: user.id, role: 'subscriber' }
    await tookTest(user.id, 'salud', ['salud-emocional', 'salud-mental', 'meditacion'])
    const now = new Date()
    const before = await todayFor(db, who, now, config.timeZone)
    // The member listens to today's item and to tomorrow's today.
    for (const id of new Set([before.today.item._id, before.tomorrow?.item._id]))
      await listened(user.id, items.find((item) => item.id === id) as Item, today())
    const again = await todayFor(db, who, now, config.timeZone)
    expect(again).toEqual(before)
    const tomorrow = await todayFor(db, who, new Date(now.getTime() + 86_400_000), config.timeZone)
    expect(tomorrow.today).toEqual(before.tomorrow)
  })

  it('members’ picks differ from one another and from day to day (a hash of member and day)', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => member('full')))
    const now = new Date()
    const picks = await Promise.all(
      members.map(async ({ user }) => {
        const answer = await todayFor(db, { id: user.id, role: 'subscriber' }, now, config.timeZone)
        return answer.today.item._id
      }),
    )
    expect(new Set(picks).size).toBeGreaterThan(1)
    const one = members[0]?.user.id as string
    const days = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (k) => {
        const answer = await todayFor(
          db,
          { id: one, role: 'subscriber' },
          new Date(now.getTime() + k * 86_400_000),
          config.timeZone,
        )
        return answer.today.item._id
      }),
    )
    expect(new Set(days).size).toBeGreaterThan(1)
  })

  it('a mini member is never given a planned item outside their themes: the rule picks inside them', async () => {
    const { user, client } = await member({ mini: ['pareja', 'gratitud'] })
    await tookTest(user.id, 'salud', ['salud-emocional', 'salud-mental', 'meditacion'])
    const theirs = inTheme('pareja', 'gratitud').map((item) => item.id)
    await plan(today(), outside('pareja', 'gratitud')[0] as Item)
    const data = await todayOf(client)
    expect(data.today.source).toBe('picked')
    expect(theirs).toContain(data.today.item._id)
    expect(data.today.item.locked).toBe(false)
    // The member's playability agrees: a stream URL is issued for it.
    expect((await client.get(`/api/audios/stream-url/${data.today.item._id}`)).statusCode).toBe(200)
    // A planned item inside their themes is theirs.
    const inside = inTheme('gratitud')[0] as Item
    await plan(today(), inside)
    expect((await todayOf(client)).today).toMatchObject({
      source: 'planned',
      item: { _id: inside.id, locked: false },
    })
  })

  it('a planned item deactivated, deleted or hidden since is replaced by the rule’s pick', async () => {
    const { client } = await member('full')
    const planned = items[5] as Item
    await plan(today(), planned)
    expect((await todayOf(client)).today.source).toBe('planned')
    const hide = async (change: Partial<Item>, undo: Partial<Item>) => {
      await db.update(mediaItems).set(change).where(eq(mediaItems.id, planned.id))
      try {
        const data = await todayOf(client)
        expect(data.today.source).toBe('picked')
        expect(data.today.item._id).not.toBe(planned.id)
      } finally {
        await db.update(mediaItems).set(undo).where(eq(mediaItems.id, planned.id))
      }
    }
    await hide({ isActive: false }, { isActive: true })
    await hide({ isDeleted: true }, { isDeleted: false })
    await db.update(themes).set({ isActive: false }).where(eq(themes.id, planned.themeId))
    try {
      expect((await todayOf(client)).today.item._id).not.toBe(planned.id)
    } finally {
      await db.update(themes).set({ isActive: true }).where(eq(themes.id, planned.themeId))
    }
  })

  it('a member without a plan gets today’s item too, locked, so the web can offer the plans', async () => {
    const { user, client } = await member()
    await tookTest(user.id, 'salud', ['salud-emocional', 'salud-mental', 'meditacion'])
    const picked = await todayOf(client)
    expect(picked.today).toMatchObject({ source: 'picked', item: { locked: true } })
    expect(inTheme('salud-emocional', 'salud-mental', 'meditacion').map((item) => item.id)).toContain(
      picked.today.item._id,
    )
    const planned = items[2] as Item
    await plan(today(), planned)
    expect((await todayOf(client)).today).toMatchObject({
      source: 'planned',
      item: { _id: planned.id, locked: true },
    })
    // Without a test result either: still an item.
    const { client: bare } = await member()
    expect((await todayOf(bare)).tomorrow).toMatchObject({ source: 'picked', item: { locked: true } })
  })

  it('never empty while the catalogue shows an item: a mini member whose themes hold nothing gets one, locked', async () => {
    const { client } = await member({ mini: ['pareja', 'gratitud'] })
    const theirs = inTheme('pareja', 'gratitud').map((item) => item.id)
    await db.update(mediaItems).set({ isActive: false }).where(inArray(mediaItems.id, theirs))
    try {
      const data = await todayOf(client)
      expect(data.today).toMatchObject({ source: 'picked', item: { locked: true } })
      expect(theirs).not.toContain(data.today.item._id)
      // Nothing shown at all: a 404 in Spanish, not an empty slot.
      await db.update(categories).set({ isActive: false })
      const none = await client.get('/api/today')
      expect(none.statusCode).toBe(404)
      expect(none.json().message).toBe('Todavía no hay ninguna meditación en el catálogo.')
    } finally {
      await db.update(categories).set({ isActive: true })
      await db.update(mediaItems).set({ isActive: true }).where(inArray(mediaItems.id, theirs))
    }
  })

  it('today is the calendar day in TIME_ZONE: the answer turns at local midnight, across the DST change', async () => {
    const { client } = await member()
    const [before, after] = [items[0] as Item, items[1] as Item]
    // Sunday 29 March 2026: Madrid moves to summer time (UTC+2); its midnight is 22:00 UTC.
    await plan('2026-03-29', before)
    await plan('2026-03-30', after)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-29T21:59:00Z'))
    const late = await todayOf(client)
    expect(late.today).toMatchObject({ day: '2026-03-29', source: 'planned', item: { _id: before.id } })
    expect(late.tomorrow).toMatchObject({ day: '2026-03-30', source: 'planned', item: { _id: after.id } })
    vi.setSystemTime(new Date('2026-03-29T22:00:00Z'))
    expect((await todayOf(client)).today).toMatchObject({ day: '2026-03-30', item: { _id: after.id } })
    // Sunday 25 October 2026, back to UTC+1: that day lasts 25 hours, its end is 23:00 UTC.
    await plan('2026-10-25', before)
    vi.setSystemTime(new Date('2026-10-25T22:30:00Z'))
    expect((await todayOf(client)).today).toMatchObject({ day: '2026-10-25', item: { _id: before.id } })
    vi.setSystemTime(new Date('2026-10-25T23:00:00Z'))
    expect((await todayOf(client)).today.day).toBe('2026-10-26')
  })

  it('only members: visitors 401, staff 403', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/today' })).statusCode).toBe(401)
    for (const role of ['admin', 'crmUser'] as const) {
      const staff = await signedInUser(app, db, { role })
      expect((await staff.client.get('/api/today')).statusCode).toBe(403)
    }
  })
})

describe('today’s calendar (back office)', async () => {
  const { app, db, config } = await createTestApp()
  let items: (typeof mediaItems.$inferSelect)[] = []
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items = await db.select().from(mediaItems).orderBy(mediaItems.title)
    await db.delete(dailyPicks)
  })
  afterEach(async () => {
    await db.delete(dailyPicks)
  })
  const item = (index: number) => items[index] as typeof mediaItems.$inferSelect
  const staff = async (role: 'admin' | 'crmUser') => (await signedInUser(app, db, { role })).client

  it('answers every day of the month, planned or null; PUT replaces, DELETE clears', async () => {
    const admin = await staff('admin')
    const month = async (value: string) => {
      const res = await admin.get(`/api/today/calendar?month=${value}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data as { month: string; days: { day: string; item: { _id: string } | null }[] }
    }
    const february = await month('2028-02')
    expect(february.days.map((entry) => entry.day)).toEqual(
      Array.from({ length: 29 }, (_, k) => `2028-02-${String(k + 1).padStart(2, '0')}`),
    )
    expect(february.days.every((entry) => entry.item === null)).toBe(true)
    expect((await month('2027-02')).days).toHaveLength(28)

    const put = await admin.put('/api/today/calendar/2028-02-29', { mediaId: item(0).id })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json()).toMatchObject({
      message: 'Meditación del día guardada.',
      data: {
        day: '2028-02-29',
        item: { _id: item(0).id, title: item(0).title, duration: item(0).duration },
      },
    })
    // Replaced, not doubled.
    await admin.put('/api/today/calendar/2028-02-29', { mediaId: item(1).id })
    const planned = (await month('2028-02')).days.filter((entry) => entry.item)
    expect(planned).toEqual([
      expect.objectContaining({ day: '2028-02-29', item: expect.objectContaining({ _id: item(1).id }) }),
    ])
    const rows = await db.select().from(dailyPicks).where(eq(dailyPicks.day, '2028-02-29'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.plannedBy).not.toBeNull()

    const cleared = await admin.delete('/api/today/calendar/2028-02-29')
    expect(cleared.json()).toMatchObject({ data: { day: '2028-02-29', item: null } })
    expect((await month('2028-02')).days.every((entry) => entry.item === null)).toBe(true)
    // Clearing an empty day succeeds.
    expect((await admin.delete('/api/today/calendar/2028-02-29')).statusCode).toBe(200)
  })

  it('a day planned with an item members are no longer shown reads as a gap', async () => {
    const admin = await staff('admin')
    await admin.put('/api/today/calendar/2028-03-03', { mediaId: item(4).id })
    await db
      .update(mediaItems)
      .set({ isActive: false })
      .where(eq(mediaItems.id, item(4).id))
    try {
      const res = await admin.get('/api/today/calendar?month=2028-03')
      expect(res.json().data.days[2]).toEqual({ day: '2028-03-03', item: null })
    } finally {
      await db
        .update(mediaItems)
        .set({ isActive: true })
        .where(eq(mediaItems.id, item(4).id))
    }
  })

  it('refuses days that are not dates, months out of shape, and items missing, deleted or inactive, in Spanish', async () => {
    const admin = await staff('admin')
    for (const day of ['2027-02-29', '2028-13-01', 'manana', '2028-1-05']) {
      const res = await admin.put(`/api/today/calendar/${day}`, { mediaId: item(0).id })
      expect(res.statusCode, day).toBe(400)
      expect(res.json().message).toContain('El día no es una fecha válida (AAAA-MM-DD).')
      expect((await admin.delete(`/api/today/calendar/${day}`)).statusCode).toBe(400)
    }
    for (const month of ['2028-13', '2028-1', 'marzo', '']) {
      const res = await admin.get(`/api/today/calendar?month=${month}`)
      expect(res.statusCode, month).toBe(400)
      expect(res.json().message).toContain('El mes debe tener el formato AAAA-MM.')
    }
    const unknown = await admin.put('/api/today/calendar/2028-04-01', { mediaId: randomUUID() })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('El audio o video no existe.')
    const badId = await admin.put('/api/today/calendar/2028-04-01', { mediaId: 'no-es-un-id' })
    expect(badId.statusCode).toBe(400)

    await db
      .update(mediaItems)
      .set({ isDeleted: true })
      .where(eq(mediaItems.id, item(6).id))
    await db
      .update(mediaItems)
      .set({ isActive: false })
      .where(eq(mediaItems.id, item(7).id))
    try {
      expect((await admin.put('/api/today/calendar/2028-04-01', { mediaId: item(6).id })).statusCode).toBe(
        404,
      )
      const inactive = await admin.put('/api/today/calendar/2028-04-01', { mediaId: item(7).id })
      expect(inactive.statusCode).toBe(400)
      expect(inactive.json().message).toBe('El audio o video no está activo: actívalo antes de planificarlo.')
    } finally {
      await db
        .update(mediaItems)
        .set({ isDeleted: false })
        .where(eq(mediaItems.id, item(6).id))
      await db
        .update(mediaItems)
        .set({ isActive: true })
        .where(eq(mediaItems.id, item(7).id))
    }
    expect(await db.select().from(dailyPicks).where(eq(dailyPicks.day, '2028-04-01'))).toEqual([])
  })

  it('admin writes, crmUser reads only, members 403, visitors 401', async () => {
    const crm = await staff('crmUser')
    expect((await crm.get('/api/today/calendar?month=2028-05')).statusCode).toBe(200)
    expect((await crm.put('/api/today/calendar/2028-05-01', { mediaId: item(0).id })).statusCode).toBe(403)
    expect((await crm.delete('/api/today/calendar/2028-05-01')).statusCode).toBe(403)
    const { client: memberClient } = await signedInUser(app, db, { role: 'subscriber' })
    expect((await memberClient.get('/api/today/calendar?month=2028-05')).statusCode).toBe(403)
    expect(
      (await memberClient.put('/api/today/calendar/2028-05-01', { mediaId: item(0).id })).statusCode,
    ).toBe(403)
    expect((await memberClient.delete('/api/today/calendar/2028-05-01')).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/today/calendar?month=2028-05' })).statusCode).toBe(
      401,
    )
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/today/calendar/2028-05-01',
          payload: { mediaId: item(0).id },
        })
      ).statusCode,
    ).toBe(401)
    expect((await app.inject({ method: 'DELETE', url: '/api/today/calendar/2028-05-01' })).statusCode).toBe(
      401,
    )
    expect(await db.select().from(dailyPicks)).toEqual([])
  })
})
