import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/billing.ts'
import { categories, playtimeDaily, users } from '../../db/schema/index.ts'
import { periodParts } from './listening-stats.service.ts'
import { crmStatsApp, type Item, type Theme } from './listening-stats.test-helpers.ts'

/**
 * The CRM statistics calls' totals (decision 062): the top audios, themes and categories of a
 * period, everyone's or one member's, and the per-item rollups they are read from (decision 064).
 * Retention and the recommendation share: listening-stats-cohorts.test.ts.
 */
describe('CRM listening statistics', async () => {
  const { app, db, allThemes, admin, themeOf, item, listened, get, sortedRows } = await crmStatsApp()
  let memberA: string
  let memberB: string
  // A fixed week in the past: custom periods make every expectation exact.
  const week = 'period=custom&from=2026-03-02&to=2026-03-08'

  beforeAll(async () => {
    memberA = (await signedInUser(app, db, { role: 'subscriber' })).user.id
    memberB = (await signedInUser(app, db, { role: 'subscriber' })).user.id
  })

  describe('top lists', () => {
    beforeAll(async () => {
      // Seven items with distinct times, two of them tied; one day outside the week either side.
      const seconds = [600, 500, 400, 300, 300, 200, 100]
      for (const [index, value] of seconds.entries()) {
        await listened(memberA, item(index), '2026-03-03', value - 50)
        await listened(memberB, item(index), '2026-03-08', 50)
      }
      await listened(memberA, item(6), '2026-03-01', 10_000)
      await listened(memberA, item(6), '2026-03-09', 10_000)
    })

    it('answers the top 5 audios of the period, most listened first, ties by title, with the spec’s fields', async () => {
      const rows = await get(`/api/stats/crm/audio-playtime/all?${week}`)
      expect(rows).toHaveLength(5)
      expect(rows.map((row: { totalSeconds: number }) => row.totalSeconds)).toEqual([600, 500, 400, 300, 300])
      // Items 3 and 4 tie at 300 s: the titles decide (items are sorted by title above).
      expect(rows.map((row: { audioId: string }) => row.audioId)).toEqual(
        [0, 1, 2, 3, 4].map((index) => item(index).id),
      )
      expect(rows[0]).toMatchObject({ audioId: item(0).id, title: item(0).title, fileType: item(0).fileType })
      // The days outside the period (10,000 s each) are left out, so item 6 stays last.
      const all = await get(`/api/stats/crm/audio-playtime/all?${week}&limit=100`)
      expect(all.at(-1)).toMatchObject({ audioId: item(6).id, totalSeconds: 100 })
      const wider = await get('/api/stats/crm/audio-playtime/all?period=custom&from=2026-03-01&to=2026-03-09')
      expect(wider[0]).toMatchObject({ audioId: item(6).id, totalSeconds: 20_100 })
    })

    it('answers one member’s listening when {id} is their id, and refuses ids that are neither', async () => {
      const rows = await get(`/api/stats/crm/audio-playtime/${memberB}?${week}&limit=100`)
      expect(rows).toHaveLength(7)
      for (const row of rows) expect(row.totalSeconds).toBe(50)
      // Ties all round: by title.
      expect(rows.map((row: { audioId: string }) => row.audioId)).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((index) => item(index).id),
      )
      const unknown = await admin.get(`/api/stats/crm/audio-playtime/${crypto.randomUUID()}?${week}`)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe('No se encontró el usuario.')
      const bad = await admin.get(`/api/stats/crm/audio-playtime/todos?${week}`)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('«all»')
    })

    it('sums themes and categories the same way', async () => {
      const expectedBy = (key: (media: Item) => string) => {
        const sums = new Map<string, number>()
        for (const [index, value] of [600, 500, 400, 300, 300, 200, 100].entries())
          sums.set(key(item(index)), (sums.get(key(item(index))) ?? 0) + value)
        return Math.max(...sums.values())
      }
      const themeRows = await get(`/api/stats/crm/audio-playtime/themes/all?${week}`)
      expect(themeRows[0].totalSeconds).toBe(expectedBy((media) => media.themeId))
      expect(themeRows[0].name).toBe(allThemes.find((theme) => theme.id === themeRows[0].themeId)?.name)
      const totals = themeRows.map((row: { totalSeconds: number }) => row.totalSeconds)
      expect(totals).toEqual([...totals].sort((a, b) => b - a))
      const categoryRows = await get(`/api/stats/crm/audio-playtime/categories/all?${week}`)
      expect(categoryRows[0].totalSeconds).toBe(expectedBy((media) => themeOf(media).categoryId))
      const [category] = await db
        .select()
        .from(categories)
        .where(eq(categories.id, categoryRows[0].categoryId))
      expect(categoryRows[0]).toEqual({
        categoryId: category?.id,
        totalSeconds: categoryRows[0].totalSeconds,
        name: category?.name,
      })
    })

    it('refuses a future or reversed period and a bad limit with a Spanish message', async () => {
      const future = await admin.get(
        '/api/stats/crm/audio-playtime/all?period=custom&from=2026-03-01&to=2999-01-01',
      )
      expect(future.statusCode).toBe(400)
      expect(future.json().message).toBe('El periodo no puede incluir fechas futuras.')
      const reversed = await admin.get(
        '/api/stats/crm/audio-playtime/all?period=custom&from=2026-03-09&to=2026-03-01',
      )
      expect(reversed.statusCode).toBe(400)
      const limit = await admin.get(`/api/stats/crm/audio-playtime/all?${week}&limit=0`)
      expect(limit.statusCode).toBe(400)
      expect(limit.json().message).toBe('El número de filas debe ser un entero entre 1 y 100.')
    })

    it('is for admins only: anonymous 401, crmUser and members 403', async () => {
      const crm = (await signedInUser(app, db, { role: 'crmUser' })).client
      const member = (await signedInUser(app, db, { role: 'subscriber' })).client
      for (const path of [
        '/api/stats/crm/audio-playtime/all',
        '/api/stats/crm/audio-playtime/themes/all',
        '/api/stats/crm/audio-playtime/categories/all',
        '/api/stats/crm/recommendation-share/all',
      ]) {
        expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401)
        expect((await crm.get(path)).statusCode).toBe(403)
        expect((await member.get(path)).statusCode).toBe(403)
        expect((await admin.get(path)).statusCode).toBe(200)
      }
    })
  })

  describe('the everyone answers, from the per-item rollups (decision 064)', () => {
    /** What the calls answered before the rollups: playtime_daily summed over members. */
    async function fromMemberRows(column: 'media_id' | 'theme_id' | 'category_id', from: string, to: string) {
      const result = await db.execute(
        sql`select ${sql.raw(column)} as id, sum(seconds)::bigint as total from playtime_daily
            where day >= ${from} and day <= ${to} group by 1 having sum(seconds) > 0`,
      )
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        id: string
        total: string | number
      }[]
      return new Map(rows.map((row) => [row.id, Number(row.total)]))
    }
    /** The rollup tables against playtime_daily grouped the same way, row for row. */
    async function rollupsAgree() {
      expect(
        await sortedRows(
          sql`select day::text, media_id, theme_id, category_id, seconds::bigint from playtime_item_daily`,
        ),
      ).toEqual(
        await sortedRows(
          sql`select day::text, media_id, theme_id, category_id, sum(seconds)::bigint from playtime_daily
              group by 1, 2, 3, 4 having sum(seconds) > 0`,
        ),
      )
      expect(
        await sortedRows(
          sql`select month::text, media_id, theme_id, category_id, seconds::bigint from playtime_item_monthly`,
        ),
      ).toEqual(
        await sortedRows(
          sql`select date_trunc('month', day::timestamp)::date::text, media_id, theme_id, category_id,
                sum(seconds)::bigint from playtime_daily group by 1, 2, 3, 4 having sum(seconds) > 0`,
        ),
      )
    }

    it('keeps the rollups equal to playtime_daily through inserts, updates, refiling and deleted accounts', async () => {
      const members = await Promise.all(
        [0, 1, 2].map(async () => (await signedInUser(app, db, { role: 'subscriber' })).user.id),
      )
      const [first, second, third] = members as [string, string, string]
      const days = [
        '2025-01-30',
        '2025-01-31',
        '2025-02-01',
        '2025-02-14',
        '2025-02-28',
        '2025-03-01',
        '2025-04-17',
      ]
      for (const [index, day] of days.entries()) {
        await listened(first, item(index % 4), day, 100 + index)
        await listened(second, item((index + 1) % 4), day, 200 + index)
        await listened(third, item(index % 4), day, 300 + index)
      }
      await rollupsAgree()
      // More seconds on an existing row, as a credit does.
      await db
        .update(playtimeDaily)
        .set({ seconds: sql`${playtimeDaily.seconds} + 45` })
        .where(and(eq(playtimeDaily.userId, first), eq(playtimeDaily.day, '2025-02-14')))
      // The item moved to another theme: the member's row is refiled, its seconds move with it.
      const elsewhere = allThemes.find((theme) => theme.id !== item(0).themeId) as Theme
      await db
        .update(playtimeDaily)
        .set({ themeId: elsewhere.id, categoryId: elsewhere.categoryId })
        .where(and(eq(playtimeDaily.userId, second), eq(playtimeDaily.day, '2025-01-31')))
      await rollupsAgree()
      // An account deleted: its rows go with it (cascade), and so do their seconds in the rollups.
      await db.delete(users).where(eq(users.id, third))
      await rollupsAgree()
    })

    it('answers every period, whole months or not, as playtime_daily summed over members would', async () => {
      const periods: [string, string][] = [
        ['2025-01-30', '2025-02-01'],
        ['2025-02-01', '2025-02-28'],
        ['2025-01-31', '2025-03-01'],
        ['2025-01-01', '2025-04-30'],
        ['2025-02-02', '2025-04-16'],
        ['2024-11-15', '2025-06-10'],
        ['2025-02-03', '2025-02-27'],
        ['2025-01-02', '2025-02-27'],
      ]
      for (const [from, to] of periods) {
        const query = `period=custom&from=${from}&to=${to}&limit=50`
        const audios = await get(`/api/stats/crm/audio-playtime/all?${query}`)
        const themesAnswer = await get(`/api/stats/crm/audio-playtime/themes/all?${query}`)
        const categoriesAnswer = await get(`/api/stats/crm/audio-playtime/categories/all?${query}`)
        const expected = (rows: { id: string; totalSeconds: number }[]) =>
          new Map(rows.map((row) => [row.id, row.totalSeconds]))
        expect(
          expected(
            audios.map((row: { audioId: string; totalSeconds: number }) => ({ ...row, id: row.audioId })),
          ),
          `${from}…${to}`,
        ).toEqual(await fromMemberRows('media_id', from, to))
        expect(
          expected(
            themesAnswer.map((row: { themeId: string; totalSeconds: number }) => ({
              ...row,
              id: row.themeId,
            })),
          ),
        ).toEqual(await fromMemberRows('theme_id', from, to))
        expect(
          expected(
            categoriesAnswer.map((row: { categoryId: string; totalSeconds: number }) => ({
              ...row,
              id: row.categoryId,
            })),
          ),
        ).toEqual(await fromMemberRows('category_id', from, to))
        expect(audios.length).toBeGreaterThan(0)
      }
    })
  })

  it('sums a period from whole months and the fewest days, taking away the days a month row has too many', () => {
    const today = '2025-03-20'
    const parts = (from: string, to: string) =>
      periodParts(from, to, today).map(
        ({ table, from, to, sign }) => `${sign > 0 ? '+' : '-'}${table} ${from}…${to}`,
      )
    // A week inside a month: its days.
    expect(parts('2025-03-05', '2025-03-11')).toEqual(['+day 2025-03-05…2025-03-11'])
    // This month so far: the month row (the days after today hold nothing yet).
    expect(parts('2025-03-01', '2025-03-20')).toEqual(['+month 2025-03-01…2025-03-01'])
    // The last 30 days: six days of February, then March less nothing.
    expect(parts('2025-02-19', '2025-03-20')).toEqual([
      '+day 2025-02-19…2025-02-28',
      '+month 2025-03-01…2025-03-01',
    ])
    // Whole months in a row are one range; a late start is the month less its first days.
    expect(parts('2024-10-04', '2025-02-28')).toEqual([
      '+month 2024-10-01…2024-10-01',
      '-day 2024-10-01…2024-10-03',
      '+month 2024-11-01…2025-02-01',
    ])
    // Across New Year, in the past: the end of a month less the days after the period.
    expect(parts('2024-12-20', '2025-01-25')).toEqual([
      '+day 2024-12-20…2024-12-31',
      '+month 2025-01-01…2025-01-01',
      '-day 2025-01-26…2025-01-31',
    ])
    // A leap February, whole.
    expect(periodParts('2024-02-01', '2024-02-29', today)).toEqual([
      { table: 'month', from: '2024-02-01', to: '2024-02-01', sign: 1 },
    ])
  })
})
