import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { mediaItems, memberSettings, playtimeDaily, restDays, themes, users } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

/**
 * Habit settings in Mi progreso (issue 31, decision 111): the streak shown or hidden, a weekly goal,
 * rest days. The listening rollups are written directly, as in progress.test.ts; the clock is set
 * to the instant each rule is about (23:59 and 00:01 local, both DST Sundays in Europe/Madrid).
 */
describe('Habits in Mi progreso', async () => {
  const { app, db, config } = await createTestApp()
  let item: typeof mediaItems.$inferSelect
  let categoryId: string
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    const [first] = await db.select().from(mediaItems).where(eq(mediaItems.isDeleted, false)).limit(1)
    item = first as typeof mediaItems.$inferSelect
    const [theme] = await db.select().from(themes).where(eq(themes.id, item.themeId))
    categoryId = theme?.categoryId as string
  })
  afterEach(() => vi.useRealTimers())

  async function listened(userId: string, ...days: string[]) {
    for (const day of days)
      await db
        .insert(playtimeDaily)
        .values({ userId, mediaId: item.id, themeId: item.themeId, categoryId, day, seconds: 300 })
  }
  const at = (instant: string) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(instant))
  }
  const member = async (timeZone?: string) => {
    const signed = await signedInUser(app, db, { role: 'subscriber' })
    if (timeZone) await db.insert(memberSettings).values({ userId: signed.user.id, timeZone })
    const client = signed.client
    return {
      user: signed.user,
      client,
      progress: async () => {
        const res = await client.get('/api/progress')
        expect(res.statusCode, res.body).toBe(200)
        return res.json().data
      },
      mark: (day: string) => client.put(`/api/progress/rest-days/${day}`),
      unmark: (day: string) => client.delete(`/api/progress/rest-days/${day}`),
    }
  }
  const marked = (res: { statusCode: number; body: string; json: () => { data: unknown } }) => {
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { streak: { current: number }; habits: Record<string, unknown> }
  }
  const refused = (
    res: { statusCode: number; json: () => { message: string; code: string } },
    status: number,
  ) => {
    expect(res.statusCode).toBe(status)
    return res.json()
  }

  it('a new member: the streak shown, no goal, the month’s rest days all left, in TIME_ZONE', async () => {
    const { progress } = await member()
    at('2026-11-24T09:00:00Z')
    expect((await progress()).habits).toEqual({
      showStreak: true,
      weeklyGoal: null,
      weeklyGoalDone: null,
      timeZone: 'Europe/Madrid',
      today: '2026-11-24',
      restDays: [],
      restDaysPerMonth: 2,
      restDaysLeft: 2,
    })
  })

  it('saves the hidden streak and the weekly goal, returns them, and keeps computing the streak', async () => {
    const { user, client, progress } = await member('America/Bogota')
    // Tuesday 24 November 2026: Monday and today count, Sunday is last week.
    await listened(user.id, '2026-11-22', '2026-11-23', '2026-11-24')
    at('2026-11-24T12:00:00Z')
    const saved = await client.put('/api/progress/habits', {
      showStreak: false,
      weeklyGoal: { kind: 'minutes', target: 60 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Tus hábitos se guardaron.')
    expect(saved.json().data).toMatchObject({
      showStreak: false,
      weeklyGoal: { kind: 'minutes', target: 60 },
      weeklyGoalDone: 10,
    })
    const data = await progress()
    expect(data.habits).toMatchObject({ showStreak: false, weeklyGoal: { kind: 'minutes', target: 60 } })
    // Hiding is the member's view: the count goes on.
    expect(data.streak).toMatchObject({ current: 3, longest: 3 })
    // The zone is the reminders' to set: saving habits leaves it as it was.
    expect(data.habits.timeZone).toBe('America/Bogota')

    await client.put('/api/progress/habits', { showStreak: true, weeklyGoal: { kind: 'days', target: 5 } })
    expect((await progress()).habits).toMatchObject({
      showStreak: true,
      weeklyGoal: { kind: 'days', target: 5 },
      weeklyGoalDone: 2,
    })
    await client.put('/api/progress/habits', { showStreak: true, weeklyGoal: null })
    expect((await progress()).habits).toMatchObject({ weeklyGoal: null, weeklyGoalDone: null })
  })

  it('refuses a goal of nothing or beyond the week, in Spanish', async () => {
    const { client } = await member()
    for (const weeklyGoal of [
      { kind: 'minutes', target: 0 },
      { kind: 'days', target: 8 },
      { kind: 'minutes', target: 10_081 },
      { kind: 'days', target: 2.5 },
    ]) {
      const res = await client.put('/api/progress/habits', { showStreak: true, weeklyGoal })
      expect(res.statusCode, JSON.stringify(weeklyGoal)).toBe(400)
      expect(res.json().message).toContain(
        'El objetivo semanal debe ser de 1 a 10.080 minutos o de 1 a 7 días.',
      )
    }
  })

  it('a rest day keeps the streak alive and adds nothing: 3 days, a rest day, then listening is 4', async () => {
    const { user, mark, progress } = await member()
    await listened(user.id, '2026-11-20', '2026-11-21', '2026-11-22')
    // Monday 23rd at 21:00 in Madrid: no listening today, the member rests.
    at('2026-11-23T20:00:00Z')
    const data = marked(await mark('2026-11-23'))
    expect(data.streak.current).toBe(3)
    expect(data.habits).toMatchObject({ restDays: ['2026-11-23'], restDaysLeft: 1 })
    // Wednesday 25th at 00:30: Tuesday passed without listening or rest, the run is over.
    at('2026-11-24T23:30:00Z')
    expect((await progress()).streak).toMatchObject({ current: 0, longest: 3 })
    // Had they listened on Tuesday, the run would be 4 (the rest day counted nothing).
    await listened(user.id, '2026-11-24')
    expect((await progress()).streak).toMatchObject({ current: 4, longest: 4 })
    // The calendar's days and the rest day are both there for the page to show.
    expect((await progress()).habits.restDays).toEqual(['2026-11-23'])
  })

  it('today or yesterday only, never a future day, never a day that already counts as listening', async () => {
    const { user, mark, unmark, progress } = await member()
    await listened(user.id, '2026-11-24')
    at('2026-11-24T09:00:00Z')
    expect(refused(await mark('2026-11-25'), 400).message).toBe(
      'Solo puedes marcar como descanso un día que ya ha llegado.',
    )
    expect(refused(await mark('2026-11-22'), 400).message).toBe(
      'Solo puedes marcar o quitar un día de descanso de hoy o de ayer.',
    )
    expect(refused(await mark('2026-11-24'), 409).message).toBe(
      'Ese día ya meditaste: cuenta para tu racha y no necesita ser de descanso.',
    )
    expect(refused(await mark('2026-02-30'), 400).message).toContain('El día no es una fecha válida')
    expect(marked(await mark('2026-11-23')).habits).toMatchObject({ restDaysLeft: 1 })
    // Marking it again changes nothing.
    expect(marked(await mark('2026-11-23')).habits).toMatchObject({
      restDays: ['2026-11-23'],
      restDaysLeft: 1,
    })
    // Undone the same way it was done, and older days stay as they were.
    expect(marked(await unmark('2026-11-23')).habits).toMatchObject({ restDays: [], restDaysLeft: 2 })
    await db.insert(restDays).values({ userId: user.id, day: '2026-11-10' })
    expect(refused(await unmark('2026-11-10'), 400).code).toBe('habits.restDayTooOld')
    expect((await progress()).habits.restDays).toEqual(['2026-11-10'])
  })

  // A session signed in at the test's latest instant stays valid at the earlier ones.
  it('at most REST_DAYS_PER_MONTH a calendar month, the month of the day marked', async () => {
    at('2026-11-30T23:30:00Z')
    const { user, mark, progress } = await member()
    await db.insert(restDays).values([
      { userId: user.id, day: '2026-11-05' },
      { userId: user.id, day: '2026-11-10' },
    ])
    at('2026-11-24T09:00:00Z')
    expect((await progress()).habits).toMatchObject({ restDaysLeft: 0 })
    expect(refused(await mark('2026-11-24'), 409).message).toBe(
      'Ya usaste todos los días de descanso de ese mes.',
    )
    // 00:30 on 1 December in Madrid: yesterday is November's (full), today December's (two left).
    at('2026-11-30T23:30:00Z')
    expect((await progress()).habits).toMatchObject({ today: '2026-12-01', restDaysLeft: 2 })
    expect(refused(await mark('2026-11-30'), 409).code).toBe('habits.restDayMonthFull')
    expect(marked(await mark('2026-12-01')).habits).toMatchObject({ restDaysLeft: 1 })
    // A rest day the member then meditated on gives its place back.
    await listened(user.id, '2026-12-01')
    expect((await progress()).habits).toMatchObject({ restDaysLeft: 2 })
  })

  it('two rest days marked at once cannot both take the month’s last place', async () => {
    const { user, mark, progress } = await member()
    await db.insert(restDays).values({ userId: user.id, day: '2026-11-05' })
    at('2026-11-24T09:00:00Z')
    const answers = await Promise.all([mark('2026-11-23'), mark('2026-11-24')])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect((await progress()).habits).toMatchObject({ restDaysLeft: 0 })
  })

  it('"today" is the member’s day: 23:59 and 00:01 on both DST Sundays in Madrid', async () => {
    const { mark, unmark } = await member('Europe/Madrid')
    // 23:59 on Sunday 29 March 2026 (UTC+2 since 02:00): today is Sunday, Monday has not come.
    at('2026-03-29T21:59:00Z')
    expect(refused(await mark('2026-03-30'), 400).code).toBe('habits.restDayFuture')
    expect(marked(await mark('2026-03-29')).habits).toMatchObject({ today: '2026-03-29', restDaysLeft: 1 })
    // 00:01 on Monday: Sunday is yesterday, Saturday too far back.
    at('2026-03-29T22:01:00Z')
    expect(refused(await mark('2026-03-28'), 400).code).toBe('habits.restDayTooOld')
    expect(marked(await unmark('2026-03-29')).habits).toMatchObject({ today: '2026-03-30', restDays: [] })
    // October: Sunday 25th lasts 25 hours; 23:59 there is 22:59Z, 00:01 on Monday is 23:01Z.
    at('2026-10-25T22:59:00Z')
    expect(refused(await mark('2026-10-26'), 400).code).toBe('habits.restDayFuture')
    expect(marked(await mark('2026-10-25')).habits).toMatchObject({ today: '2026-10-25' })
    at('2026-10-25T23:01:00Z')
    expect(refused(await mark('2026-10-24'), 400).code).toBe('habits.restDayTooOld')
    expect(marked(await mark('2026-10-26')).habits).toMatchObject({
      today: '2026-10-26',
      restDays: ['2026-10-25', '2026-10-26'],
      restDaysLeft: 0,
    })
  })

  it('a member in another zone marks their own today and yesterday, and their own month', async () => {
    at('2026-12-01T04:30:00Z')
    const { user, mark, progress } = await member('America/Bogota')
    // 23:30 on Monday 23 November in Bogotá (UTC-5) is already Tuesday 05:30 in Madrid.
    at('2026-11-24T04:30:00Z')
    expect((await progress()).habits).toMatchObject({ timeZone: 'America/Bogota', today: '2026-11-23' })
    expect(refused(await mark('2026-11-24'), 400).code).toBe('habits.restDayFuture')
    expect(marked(await mark('2026-11-22')).habits).toMatchObject({ restDays: ['2026-11-22'] })
    // 00:01 on Tuesday in Bogotá: Sunday is now two days back.
    at('2026-11-24T05:01:00Z')
    expect(refused(await mark('2026-11-22'), 400).code).toBe('habits.restDayTooOld')
    // 23:30 on 30 November in Bogotá (December in Madrid): the month is still November there.
    await db.insert(restDays).values({ userId: user.id, day: '2026-11-29' })
    at('2026-12-01T04:30:00Z')
    expect((await progress()).habits).toMatchObject({ today: '2026-11-30', restDaysLeft: 0 })
    expect(refused(await mark('2026-11-30'), 409).code).toBe('habits.restDayMonthFull')
  })

  it('a member only ever touches their own; staff and strangers are refused', async () => {
    const first = await member()
    const second = await member()
    at('2026-11-24T09:00:00Z')
    marked(await first.mark('2026-11-24'))
    await first.client.put('/api/progress/habits', { showStreak: false, weeklyGoal: null })
    expect((await second.progress()).habits).toMatchObject({ showStreak: true, restDays: [] })
    // The second member "unmarking" the same day touches only their own rows.
    marked(await second.unmark('2026-11-24'))
    expect((await first.progress()).habits).toMatchObject({ showStreak: false, restDays: ['2026-11-24'] })

    const staff = await signedInUser(app, db, { role: 'admin' })
    for (const res of [
      await staff.client.put('/api/progress/habits', { showStreak: false, weeklyGoal: null }),
      await staff.client.put('/api/progress/rest-days/2026-11-24'),
      await staff.client.delete('/api/progress/rest-days/2026-11-24'),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i)
    }
    expect(await db.select().from(memberSettings).where(eq(memberSettings.userId, staff.user.id))).toEqual([])
    for (const [method, url] of [
      ['PUT', '/api/progress/habits'],
      ['PUT', '/api/progress/rest-days/2026-11-24'],
      ['DELETE', '/api/progress/rest-days/2026-11-24'],
    ] as const)
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401)
  })

  it('habit settings and rest days go with the account', async () => {
    const { user, client } = await member('Europe/Madrid')
    at('2026-11-24T09:00:00Z')
    await client.put('/api/progress/habits', { showStreak: false, weeklyGoal: { kind: 'days', target: 3 } })
    marked(await client.put('/api/progress/rest-days/2026-11-24'))
    await db.delete(users).where(eq(users.id, user.id))
    expect(await db.select().from(memberSettings).where(eq(memberSettings.userId, user.id))).toEqual([])
    expect(await db.select().from(restDays).where(eq(restDays.userId, user.id))).toEqual([])
  })
})
