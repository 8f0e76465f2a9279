import { addCalendarDays } from '@sosiego/shared'
import { asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../test/app.ts'
import { dailyPicks, mediaItems } from '../db/schema/index.ts'
import { dayInZone } from '../lib/period.ts'
import { DEMO_CALENDAR_GAPS, demoTitleOn, seedDailyPicks } from './daily-picks.ts'
import { demoDatabase } from './seed.test-helpers.ts'

// The demo calendar of today's meditation (issue 30): this month and the next planned from the demo
// catalogue, a few gaps on purpose, the same items on every seed.
describe('demo calendar', async () => {
  const { db, seed } = await demoDatabase()
  const { timeZone } = await testConfig()
  beforeAll(seed)

  const planned = async () =>
    (
      await db
        .select({ day: sql<string>`${dailyPicks.day}::text`, title: mediaItems.title })
        .from(dailyPicks)
        .innerJoin(mediaItems, eq(mediaItems.id, dailyPicks.mediaId))
        .orderBy(asc(dailyPicks.day))
    ).map((row) => [row.day, row.title] as const)

  /** Every day from the 1st of this month (in the zone) to the end of the next one. */
  function twoMonths(now = new Date()) {
    const first = `${dayInZone(now, timeZone).slice(0, 8)}01`
    const monthAfter = (day: string) => `${addCalendarDays(day, 32).slice(0, 8)}01`
    const days: string[] = []
    for (let day = first; day < monthAfter(monthAfter(first)); day = addCalendarDays(day, 1)) days.push(day)
    return days
  }

  it('plans every day of this month and the next, but for a few gaps, each with its own demo item', async () => {
    const days = twoMonths()
    const expected = days
      .filter((day) => !DEMO_CALENDAR_GAPS.includes(Number(day.slice(8))))
      .map((day) => [day, demoTitleOn(day)] as const)
    expect(await planned()).toEqual(expected)
    // Gaps in both months, and neighbouring days with different items.
    expect(days.length - expected.length).toBe(2 * DEMO_CALENDAR_GAPS.length)
    for (let k = 1; k < expected.length; k++) expect(expected[k]?.[1]).not.toBe(expected[k - 1]?.[1])
  })

  it('seeds the same again: nothing doubled or moved, and what staff planned or cleared is kept', async () => {
    const before = await planned()
    const [first] = before
    const [other] = await db.select().from(mediaItems).where(eq(mediaItems.title, 'Lluvia serena'))
    // Staff replan a seeded day and fill a gap.
    const gap = twoMonths().find((day) => DEMO_CALENDAR_GAPS.includes(Number(day.slice(8)))) as string
    await db
      .update(dailyPicks)
      .set({ mediaId: other?.id as string })
      .where(eq(dailyPicks.day, first?.[0] as string))
    await db.insert(dailyPicks).values({ day: gap, mediaId: other?.id as string })
    await seed()
    const after = await planned()
    expect(after).toHaveLength(before.length + 1)
    expect(after).toContainEqual([first?.[0], 'Lluvia serena'])
    expect(after).toContainEqual([gap, 'Lluvia serena'])
  })

  it('follows the seed’s clock, in the service’s zone', async () => {
    await db.delete(dailyPicks)
    // 31 January 2027 at 23:30 UTC is 1 February in Madrid: February and March are planned.
    await seedDailyPicks(db, timeZone, new Date('2027-01-31T23:30:00Z'))
    const days = (await planned()).map(([day]) => day)
    expect(days[0]).toBe('2027-02-01')
    expect(days.at(-1)).toBe('2027-03-31')
    expect(days).toHaveLength(28 + 31 - 2 * DEMO_CALENDAR_GAPS.length)
    expect(days).not.toContain('2027-02-06')
  })
})
