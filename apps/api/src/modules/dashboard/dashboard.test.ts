import { randomUUID } from 'node:crypto'
import {
  addCalendarDays,
  type DashboardResponse,
  dashboardResponseSchema,
  periodQuerySchema,
  type UserRole,
  userRoleValues,
} from '@sosiego/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { browser } from '../../../test/session.ts'
import { userCounts, userSignupDays, users } from '../../db/schema/index.ts'
import { dayInZone, zonedMidnight } from '../../lib/period.ts'
import { signupsByBucket } from './dashboard.repository.ts'
import { dashboardSummary } from './dashboard.service.ts'

const madrid = 'Europe/Madrid'

describe('GET /api/stats/dashboard', async () => {
  const { app, db } = await createTestApp()
  const admin = await signedInUser(app, db, { role: 'admin' })

  const insertUser = async (values: Partial<typeof users.$inferInsert> = {}) => {
    const [user] = await db
      .insert(users)
      .values({
        name: 'Ana',
        lastName: 'Prueba',
        email: `${randomUUID()}@sosiego.test`,
        isVerified: true,
        ...values,
      })
      .returning()
    if (!user) throw new Error('not inserted')
    return user
  }
  const summary = (query: Record<string, string>, now: Date) =>
    dashboardSummary(db, periodQuerySchema.parse(query), now, madrid)
  const roleFigure = (list: { role: UserRole; value: number; previous: number }[], role: UserRole) =>
    list.find((entry) => entry.role === role) ?? { value: Number.NaN, previous: Number.NaN }
  const get = async (search = '') => {
    const response = await admin.client.get(`/api/stats/dashboard${search}`)
    expect(response.statusCode, response.body).toBe(200)
    return dashboardResponseSchema.parse(response.json()) as DashboardResponse
  }

  it('is for admin and crmUser only', async () => {
    expect((await browser(app).get('/api/stats/dashboard')).statusCode).toBe(401)
    for (const role of ['visitor', 'subscriber', 'creator', 'tester', 'therapist'] as const) {
      const { client } = await signedInUser(app, db, { role })
      const response = await client.get('/api/stats/dashboard')
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ success: false, code: 'auth.forbidden' })
    }
    const crm = await signedInUser(app, db, { role: 'crmUser' })
    expect((await crm.client.get('/api/stats/dashboard?period=today')).statusCode).toBe(200)
  })

  it('answers the last 7 days by default, every day listed, in the service time zone', async () => {
    const body = await get()
    const today = dayInZone(new Date(), madrid)
    expect(body.period).toMatchObject({
      from: addCalendarDays(today, -6),
      to: today,
      days: 7,
      timeZone: madrid,
    })
    expect(body.signupsPerDay.map((entry) => entry.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => addCalendarDays(today, index - 6)),
    )
    expect(body.usersByRole.map((entry) => entry.role)).toEqual([...userRoleValues])
  })

  it('refuses future days, reversed and bad ranges with a Spanish 400', async () => {
    const today = dayInZone(new Date(), madrid)
    const cases: [string, string][] = [
      [
        `period=custom&from=${today}&to=${addCalendarDays(today, 2)}`,
        'El periodo no puede incluir fechas futuras.',
      ],
      [
        `period=custom&from=${today}&to=${addCalendarDays(today, -1)}`,
        'La fecha de inicio no puede ser posterior a la fecha de fin.',
      ],
      ['period=custom&from=2026-01-01', 'Indica la fecha de fin del periodo personalizado.'],
      [
        'period=custom&from=2026-13-01&to=2026-13-02',
        'La fecha debe ser un día válido con el formato AAAA-MM-DD.',
      ],
      [
        'period=year',
        'El periodo debe ser hoy, esta semana, este mes, últimos 7 días, últimos 30 días o personalizado.',
      ],
      [
        'period=custom&from=2020-01-01&to=2021-06-01',
        'El periodo personalizado no puede superar los 400 días.',
      ],
    ]
    for (const [search, message] of cases) {
      const response = await admin.client.get(`/api/stats/dashboard?${search}`)
      expect(response.statusCode, search).toBe(400)
      expect(response.json().message, search).toBe(message)
    }
  })

  it('a sign-up today moves the new-user card, its role, today’s bar and the totals', async () => {
    const before = await get('?period=today')
    await insertUser({ role: 'subscriber', isVerified: false })
    const after = await get('?period=today')
    expect(after.cards.newUsers.value).toBe(before.cards.newUsers.value + 1)
    expect(after.cards.totalUsers.value).toBe(before.cards.totalUsers.value + 1)
    expect(after.cards.activeUsers.value).toBe(before.cards.activeUsers.value + 1)
    expect(after.cards.verifiedUsers.value).toBe(before.cards.verifiedUsers.value)
    expect(roleFigure(after.newUsersByRole, 'subscriber').value).toBe(
      roleFigure(before.newUsersByRole, 'subscriber').value + 1,
    )
    expect(after.signupsPerDay.at(-1)?.count).toBe((before.signupsPerDay.at(-1)?.count ?? 0) + 1)
    // Yesterday's total did not have it.
    expect(after.cards.totalUsers.previous).toBe(before.cards.totalUsers.previous)
  })

  it('counts per role, the states and the previous period of the same length', async () => {
    const now = new Date('2026-06-18T10:00:00Z') // Thursday; last 7 days = 12–18 June
    const before = await summary({}, now)
    await insertUser({ role: 'subscriber', createdAt: new Date('2026-06-18T08:00:00Z') })
    await insertUser({ role: 'subscriber', createdAt: new Date('2026-06-12T00:30:00Z'), isActive: false }) // 12th, 02:30 local
    await insertUser({ role: 'therapist', createdAt: new Date('2026-06-15T12:00:00Z') })
    await insertUser({ role: 'creator', createdAt: new Date('2026-06-11T21:59:59Z') }) // 11th 23:59:59 local: previous
    await insertUser({ role: 'visitor', createdAt: new Date('2026-05-01T12:00:00Z'), isVerified: false })
    await insertUser({ role: 'visitor', createdAt: new Date('2026-06-19T12:00:00Z') }) // after the period
    const after = await summary({}, now)
    const delta = (pick: (s: typeof after) => number) => pick(after) - pick(before)

    expect(delta((s) => s.cards.newUsers.value)).toBe(3)
    expect(delta((s) => s.cards.newUsers.previous)).toBe(1)
    expect(delta((s) => s.cards.totalUsers.value)).toBe(5)
    expect(delta((s) => s.cards.totalUsers.previous)).toBe(2)
    expect(delta((s) => s.cards.activeUsers.value)).toBe(4)
    expect(delta((s) => s.cards.verifiedUsers.value)).toBe(4)
    expect(delta((s) => roleFigure(s.newUsersByRole, 'subscriber').value)).toBe(2)
    expect(delta((s) => roleFigure(s.newUsersByRole, 'therapist').value)).toBe(1)
    expect(delta((s) => roleFigure(s.newUsersByRole, 'creator').previous)).toBe(1)
    expect(delta((s) => roleFigure(s.usersByRole, 'visitor').value)).toBe(1)
    expect(delta((s) => roleFigure(s.usersByRole, 'visitor').previous)).toBe(1)
    expect(after.signupsPerDay).toHaveLength(7)
    const perDay = Object.fromEntries(after.signupsPerDay.map((entry) => [entry.day, entry.count]))
    const perDayBefore = Object.fromEntries(before.signupsPerDay.map((entry) => [entry.day, entry.count]))
    expect((perDay['2026-06-12'] ?? 0) - (perDayBefore['2026-06-12'] ?? 0)).toBe(1)
    expect((perDay['2026-06-15'] ?? 0) - (perDayBefore['2026-06-15'] ?? 0)).toBe(1)
    expect((perDay['2026-06-18'] ?? 0) - (perDayBefore['2026-06-18'] ?? 0)).toBe(1)
    expect(after.cards.verifiedUsers.percentOfTotal).toBe(
      Math.round((after.cards.verifiedUsers.value / after.cards.totalUsers.value) * 100),
    )
  })

  it('the last Sunday of March (23 h) and of October (25 h) hold exactly their own sign-ups', async () => {
    const march = { period: 'custom', from: '2026-03-29', to: '2026-03-29' }
    const marchNow = new Date('2026-04-02T10:00:00Z')
    const beforeMarch = await summary(march, marchNow)
    await insertUser({ createdAt: new Date('2026-03-28T22:59:59Z') }) // Saturday 23:59:59 CET: previous day
    await insertUser({ createdAt: new Date('2026-03-28T23:00:00Z') }) // Sunday 00:00 CET
    await insertUser({ createdAt: new Date('2026-03-29T21:59:59Z') }) // Sunday 23:59:59 CEST
    await insertUser({ createdAt: new Date('2026-03-29T22:00:00Z') }) // Monday 00:00 CEST
    const afterMarch = await summary(march, marchNow)
    expect(afterMarch.cards.newUsers.value - beforeMarch.cards.newUsers.value).toBe(2)
    expect(afterMarch.cards.newUsers.previous - beforeMarch.cards.newUsers.previous).toBe(1)

    const october = { period: 'custom', from: '2026-10-25', to: '2026-10-25' }
    const octoberNow = new Date('2026-11-02T10:00:00Z')
    const beforeOctober = await summary(october, octoberNow)
    await insertUser({ createdAt: new Date('2026-10-24T21:59:59Z') }) // Saturday 23:59:59 CEST
    await insertUser({ createdAt: new Date('2026-10-24T22:00:00Z') }) // Sunday 00:00 CEST
    await insertUser({ createdAt: new Date('2026-10-25T22:59:59Z') }) // Sunday 23:59:59 CET, the 25th hour
    await insertUser({ createdAt: new Date('2026-10-25T23:00:00Z') }) // Monday 00:00 CET
    const afterOctober = await summary(october, octoberNow)
    expect(afterOctober.cards.newUsers.value - beforeOctober.cards.newUsers.value).toBe(2)
    expect(afterOctober.cards.newUsers.previous - beforeOctober.cards.newUsers.previous).toBe(1)
    expect(afterOctober.signupsPerDay).toEqual([
      { day: '2026-10-25', count: (beforeOctober.signupsPerDay[0]?.count ?? 0) + 2 },
    ])
  })

  it('the counters follow every insert, change of role or state, and delete', async () => {
    const fromCounters = async () =>
      Object.fromEntries(
        (await db.select().from(userCounts))
          .filter((row) => row.users !== 0)
          .map((row) => [`${row.role}/${row.isActive}/${row.isVerified}`, row.users]),
      )
    const fromUsers = async () =>
      Object.fromEntries(
        (
          await db
            .select({
              role: users.role,
              isActive: users.isActive,
              isVerified: users.isVerified,
              n: sql<number>`count(*)::int`,
            })
            .from(users)
            .groupBy(users.role, users.isActive, users.isVerified)
        ).map((row) => [`${row.role}/${row.isActive}/${row.isVerified}`, row.n]),
      )
    const user = await insertUser({ role: 'visitor', isVerified: false })
    await db.update(users).set({ role: 'subscriber', isVerified: true }).where(eq(users.id, user.id))
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
    await db.update(users).set({ name: 'Otra' }).where(eq(users.id, user.id))
    expect(await fromCounters()).toEqual(await fromUsers())
    await db.delete(users).where(eq(users.id, user.id))
    expect(await fromCounters()).toEqual(await fromUsers())
  })

  it('the sign-ups per UTC day follow every insert, change of role, state or creation time, and delete', async () => {
    const row = (r: { day: string; role: string; isActive: boolean; isVerified: boolean }) =>
      `${r.day}/${r.role}/${r.isActive}/${r.isVerified}`
    const fromCounters = async () =>
      Object.fromEntries(
        (await db.select().from(userSignupDays)).filter((r) => r.users !== 0).map((r) => [row(r), r.users]),
      )
    const fromUsers = async () =>
      Object.fromEntries(
        (
          await db
            .select({
              day: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
              role: users.role,
              isActive: users.isActive,
              isVerified: users.isVerified,
              n: sql<number>`count(*)::int`,
            })
            .from(users)
            .groupBy(sql`1`, users.role, users.isActive, users.isVerified)
        ).map((r) => [row(r), r.n]),
      )
    // 23:30 UTC on the last Sunday of March: already Monday in Madrid, still Sunday in UTC.
    const user = await insertUser({
      role: 'visitor',
      isVerified: false,
      createdAt: new Date('2026-03-29T23:30:00Z'),
    })
    expect((await fromCounters())['2026-03-29/visitor/true/false']).toBeGreaterThanOrEqual(1)
    await db.update(users).set({ role: 'subscriber', isVerified: true }).where(eq(users.id, user.id))
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
    await db
      .update(users)
      .set({ createdAt: new Date('2026-10-25T00:30:00Z') })
      .where(eq(users.id, user.id))
    await db.update(users).set({ name: 'Otra' }).where(eq(users.id, user.id))
    expect(await fromCounters()).toEqual(await fromUsers())
    await db.delete(users).where(eq(users.id, user.id))
    expect(await fromCounters()).toEqual(await fromUsers())
  })

  it('sign-ups per bucket from the UTC days and the stretches to each local midnight equal a scan of users', async () => {
    // Accounts on both sides of the UTC and local midnights around both DST Sundays of 2026, in a
    // zone east of UTC (Madrid: midnights just before a UTC midnight) and west of it (New York:
    // midnights after one), so both signs of the correction are read.
    const instants = [
      '2026-03-28T22:59:59Z',
      '2026-03-28T23:00:00Z',
      '2026-03-28T23:59:59Z',
      '2026-03-29T00:00:00Z',
      '2026-03-29T21:59:59Z',
      '2026-03-29T22:00:00Z',
      '2026-03-29T23:30:00Z',
      '2026-03-30T04:00:00Z',
      '2026-10-24T21:59:59Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T22:59:59Z',
      '2026-10-25T23:00:00Z',
      '2026-10-26T03:59:59Z',
      '2026-10-26T04:00:00Z',
      '2026-10-26T12:00:00Z',
      '2026-11-01T05:00:00Z',
    ]
    for (const [index, instant] of instants.entries())
      await insertUser({
        createdAt: new Date(instant),
        role: index % 2 ? 'visitor' : 'subscriber',
        isVerified: index % 3 === 0,
      })
    const scan = async (thresholds: Date[]) => {
      const list = thresholds.map((t) => t.toISOString()).join(',')
      return (
        await db
          .select({
            bucket: sql<number>`width_bucket(${users.createdAt}, (select string_to_array(${list}, ',')::timestamptz[]))`,
            role: users.role,
            isActive: users.isActive,
            isVerified: users.isVerified,
            users: sql<number>`count(*)::int`,
          })
          .from(users)
          .where(sql`${users.createdAt} >= ${thresholds[0]?.toISOString()}::timestamptz`)
          .groupBy(sql`1`, users.role, users.isActive, users.isVerified)
      ).map((r) => ({ ...r, bucket: Number(r.bucket) }))
    }
    // The scan's buckets in the repository's shape: totals per bucket, and per role and state for the
    // first bucket, the last, and those between.
    const expected = (rows: Awaited<ReturnType<typeof scan>>, count: number) => {
      const perBucket = Array.from({ length: count }, () => 0)
      const parts = new Map<string, number>()
      for (const row of rows) {
        perBucket[row.bucket - 1] = (perBucket[row.bucket - 1] ?? 0) + row.users
        const part = row.bucket === 1 ? 'first' : row.bucket === count ? 'last' : 'middle'
        const key = `${part}/${row.role}/${row.isActive}/${row.isVerified}`
        parts.set(key, (parts.get(key) ?? 0) + row.users)
      }
      return { perBucket, parts: [...parts].map(([key, users]) => `${key}=${users}`).sort() }
    }
    const actual = async (thresholds: Date[]) => {
      const { perBucket, parts } = await signupsByBucket(db, thresholds)
      return {
        perBucket,
        parts: parts.map((r) => `${r.part}/${r.role}/${r.isActive}/${r.isVerified}=${r.users}`).sort(),
      }
    }
    for (const zone of [madrid, 'America/New_York', 'Asia/Kolkata'])
      for (const [from, to] of [
        ['2026-03-27', '2026-03-31'],
        ['2026-10-23', '2026-10-27'],
        ['2025-10-01', '2026-11-02'],
      ] as const) {
        const days: string[] = []
        for (let day: string = from; day <= to; day = addCalendarDays(day, 1)) days.push(day)
        const thresholds = [
          zonedMidnight(addCalendarDays(from, -days.length), zone),
          ...days.map((day) => zonedMidnight(day, zone)),
          zonedMidnight(addCalendarDays(to, 1), zone),
        ]
        expect(await actual(thresholds), `${zone} ${from}`).toEqual(
          expected(await scan(thresholds), thresholds.length),
        )
      }
  })
})
