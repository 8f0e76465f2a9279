import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  categories,
  mediaItems,
  playbackProgress,
  playtimeDaily,
  testTakes,
  themes,
  users,
} from '../../db/schema/index.ts'
import { dayInZone, zonedMidnight } from '../../lib/period.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { periodParts } from './listening-stats.service.ts'

/**
 * The CRM statistics calls (decision 062). The daily rollups are written directly: what counts as
 * listening is playtime.test.ts's business; here, what the calls make of the rollups.
 */
describe('CRM listening statistics', async () => {
  const { app, db, config } = await createTestApp()
  type Item = typeof mediaItems.$inferSelect
  type Theme = typeof themes.$inferSelect
  let items: Item[] = []
  let allThemes: Theme[] = []
  let admin: Awaited<ReturnType<typeof signedInUser>>['client']
  let memberA: string
  let memberB: string
  // A fixed week in the past: custom periods make every expectation exact.
  const week = 'period=custom&from=2026-03-02&to=2026-03-08'

  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items = await db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.isDeleted, false))
      .orderBy(mediaItems.title)
    allThemes = await db.select().from(themes)
    admin = (await signedInUser(app, db, { role: 'admin' })).client
    memberA = (await signedInUser(app, db, { role: 'subscriber' })).user.id
    memberB = (await signedInUser(app, db, { role: 'subscriber' })).user.id
  })

  const themeOf = (media: Item) => allThemes.find((theme) => theme.id === media.themeId) as Theme
  const item = (index: number) => items[index] as Item
  /** Listening as the server keeps it: seconds per member, item and day. */
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
  const get = async (path: string) => {
    const res = await admin.get(path)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

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
      const read = async (query: ReturnType<typeof sql>) => {
        const result = await db.execute(query)
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
          string,
          unknown
        >[]
        return rows.map((row) => JSON.stringify(Object.values(row).map(String))).sort()
      }
      expect(
        await read(
          sql`select day::text, media_id, theme_id, category_id, seconds::bigint from playtime_item_daily`,
        ),
      ).toEqual(
        await read(
          sql`select day::text, media_id, theme_id, category_id, sum(seconds)::bigint from playtime_daily
              group by 1, 2, 3, 4 having sum(seconds) > 0`,
        ),
      )
      expect(
        await read(
          sql`select month::text, media_id, theme_id, category_id, seconds::bigint from playtime_item_monthly`,
        ),
      ).toEqual(
        await read(
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

  it('counts retention buckets for the members who started the item in the period', async () => {
    const media = item(7)
    await db.update(mediaItems).set({ duration: 400 }).where(eq(mediaItems.id, media.id))
    const members = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async () => (await signedInUser(app, db, { role: 'subscriber' })).user.id),
    )
    // Furthest points: 0, 99 (<25 %), 100 (25 %), 250 (50 %), 300 (75 %), 398 (the end, within 2 s).
    const furthest = [0, 99, 100, 250, 300, 398]
    for (const [index, userId] of members.entries()) {
      await listened(userId, media, '2026-04-06', 1)
      await db.insert(playbackProgress).values({
        userId,
        mediaId: media.id,
        firstDay: '2026-04-06',
        furthestSeconds: furthest[index] as number,
      })
    }
    // Someone who started it the week before is not in this period's cohort.
    const earlier = (await signedInUser(app, db, { role: 'subscriber' })).user.id
    await listened(earlier, media, '2026-04-06', 1)
    await db
      .insert(playbackProgress)
      .values({ userId: earlier, mediaId: media.id, firstDay: '2026-03-30', furthestSeconds: 400 })
    const period = 'period=custom&from=2026-04-06&to=2026-04-12'
    const [row] = await get(`/api/stats/crm/audio-playtime/all?${period}`)
    expect(row).toMatchObject({
      audioId: media.id,
      duration: 400,
      retention: { started: 6, reached25: 4, reached50: 3, reached75: 2, completed: 1 },
    })
    const [own] = await get(`/api/stats/crm/audio-playtime/${members[3]}?${period}`)
    expect(own.retention).toEqual({ started: 1, reached25: 1, reached50: 1, reached75: 0, completed: 0 })
    // An item of unknown length has no curve.
    await db.update(mediaItems).set({ duration: 0 }).where(eq(mediaItems.id, media.id))
    const [unknownLength] = await get(`/api/stats/crm/audio-playtime/all?${period}`)
    expect(unknownLength.retention).toBeNull()
    await db.update(mediaItems).set({ duration: media.duration }).where(eq(mediaItems.id, media.id))
  })

  it('keeps the everyone curve’s rollup equal to counting playback_progress, through moves, deletions and a new length', async () => {
    const rowsOf = async (query: ReturnType<typeof sql>) => {
      const result = await db.execute(query)
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
        string,
        unknown
      >[]
      return rows.map((row) => JSON.stringify(Object.values(row).map(String))).sort()
    }
    const agree = async () =>
      expect(
        await rowsOf(sql`select media_id, first_day::text, started, reached25, reached50, reached75, completed
          from playback_retention_daily where started <> 0`),
      ).toEqual(
        await rowsOf(sql`select p.media_id, p.first_day::text, count(*)::int as started,
            count(*) filter (where p.furthest_seconds * 100 >= m.duration * 25)::int as reached25,
            count(*) filter (where p.furthest_seconds * 100 >= m.duration * 50)::int as reached50,
            count(*) filter (where p.furthest_seconds * 100 >= m.duration * 75)::int as reached75,
            count(*) filter (where p.furthest_seconds + 2 >= m.duration)::int as completed
          from playback_progress p join media_items m on m.id = p.media_id group by 1, 2`),
      )
    const media = item(5)
    const members = await Promise.all(
      [0, 1, 2].map(async () => (await signedInUser(app, db, { role: 'subscriber' })).user.id),
    )
    for (const [index, userId] of members.entries())
      await db
        .insert(playbackProgress)
        .values({ userId, mediaId: media.id, firstDay: '2025-06-02', furthestSeconds: 30 * (index + 1) })
    await agree()
    // A member listens further; another's account is deleted (their progress stays, without them:
    // decision 069); staff correct the item's length.
    await db
      .update(playbackProgress)
      .set({ furthestSeconds: 600 })
      .where(eq(playbackProgress.userId, members[0] as string))
    await db.delete(users).where(eq(users.id, members[1] as string))
    await agree()
    await db.update(mediaItems).set({ duration: 60 }).where(eq(mediaItems.id, media.id))
    await agree()
    await listened(members[2] as string, media, '2025-06-02', 90)
    const [row] = await get(`/api/stats/crm/audio-playtime/all?period=custom&from=2025-06-02&to=2025-06-02`)
    expect(row).toMatchObject({
      audioId: media.id,
      retention: { started: 3, reached25: 3, reached50: 3, reached75: 3, completed: 3 },
    })
    await db.update(mediaItems).set({ duration: media.duration }).where(eq(mediaItems.id, media.id))
    await agree()
  })

  it('shares out the test takers of the period who played a recommended theme within 7 days', async () => {
    const [first, second] = allThemes as [Theme, Theme]
    const media = items.find((candidate) => candidate.themeId === first.id) as Item
    const other = items.find(
      (candidate) => candidate.themeId !== first.id && candidate.themeId !== second.id,
    ) as Item
    const takers = await Promise.all(
      [0, 1, 2, 3, 4].map(async () => (await signedInUser(app, db, { role: 'subscriber' })).user.id),
    )
    const [played, late, wrongTheme, never, twice] = takers as [string, string, string, string, string]
    // Takes at 23:30 Madrid time on 4 May (21:30 UTC): the take's day is the 4th there.
    const takeAt = new Date('2026-05-04T21:30:00Z')
    const take = (userId: string, at = takeAt) =>
      db.insert(testTakes).values({
        userId,
        categorySlug: 'x',
        themeSlugs: [first.slug, second.slug],
        createdAt: at,
        day: dayInZone(at, config.timeZone),
      })
    for (const userId of takers) await take(userId)
    await take(twice, new Date('2026-05-05T08:00:00Z'))
    // On the 11th (take day + 7): counts. On the 12th: too late. Another theme: does not count.
    await listened(played, media, '2026-05-11', 60)
    await listened(late, media, '2026-05-12', 60)
    await listened(wrongTheme, other, '2026-05-05', 60)
    await listened(twice, media, '2026-05-06', 60)
    // A take outside the period (the week after) is not counted as a taker.
    const outside = (await signedInUser(app, db, { role: 'subscriber' })).user.id
    await take(outside, new Date('2026-05-11T10:00:00Z'))
    await listened(outside, media, '2026-05-11', 60)

    const period = 'period=custom&from=2026-05-04&to=2026-05-10'
    expect(zonedMidnight('2026-05-04', config.timeZone).toISOString()).toBe('2026-05-03T22:00:00.000Z')
    const share = await get(`/api/stats/crm/recommendation-share/all?${period}`)
    expect(share).toEqual({ takers: 5, played: 2, share: 0.4 })
    expect(await get(`/api/stats/crm/recommendation-share/${played}?${period}`)).toEqual({
      takers: 1,
      played: 1,
      share: 1,
    })
    expect(await get(`/api/stats/crm/recommendation-share/${never}?${period}`)).toEqual({
      takers: 1,
      played: 0,
      share: 0,
    })
    expect(
      await get('/api/stats/crm/recommendation-share/all?period=custom&from=2026-01-01&to=2026-01-02'),
    ).toEqual({
      takers: 0,
      played: 0,
      share: null,
    })
    await db.delete(testTakes).where(inArray(testTakes.userId, [...takers, outside]))
  })

  it("keeps each take's flag equal to its definition as listening comes, is refiled, goes and moves", async () => {
    const [first, second] = allThemes as [Theme, Theme]
    const inFirst = items.find((candidate) => candidate.themeId === first.id) as Item
    const inSecond = items.find((candidate) => candidate.themeId === second.id) as Item
    const member = (await signedInUser(app, db, { role: 'subscriber' })).user.id
    const ghost = crypto.randomUUID()
    const take = async (day: string, slug: string) => {
      const [row] = await db
        .insert(testTakes)
        .values({
          userId: member,
          categorySlug: 'x',
          themeSlugs: [slug],
          day,
          createdAt: new Date(`${day}T10:00:00Z`),
        })
        .returning({ id: testTakes.id })
      return (row as { id: string }).id
    }
    // Each take's stored flag beside the definition read from the listening (decision 095).
    const flags = async (ids: string[]) => {
      const rows = rowsOf<{ id: string; stored: boolean; defined: boolean }>(
        await db.execute(sql`
          select t.id, t.recommendation_played as stored, exists (
            select 1 from playtime_daily p join themes th on th.id = p.theme_id
            where p.user_id = t.user_id and th.slug = any(t.theme_slugs) and p.day between t.day and t.day + 7
          ) as defined
          from test_takes t where t.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`),
      )
      for (const row of rows) expect(row.stored, `take ${row.id}`).toBe(row.defined)
      return ids.map((id) => rows.find((row) => row.id === id)?.stored)
    }
    const row = (media: Item, day: string) =>
      and(eq(playtimeDaily.userId, member), eq(playtimeDaily.mediaId, media.id), eq(playtimeDaily.day, day))

    // Heard the day after, but before the take was written: the take finds it.
    await listened(member, inFirst, '2026-03-02', 60)
    const early = await take('2026-03-01', first.slug)
    const later = await take('2026-03-10', second.slug)
    expect(await flags([early, later])).toEqual([true, false])
    // Day + 8 is too late; day + 7 counts; more seconds on the same row change nothing.
    await listened(member, inSecond, '2026-03-18', 60)
    expect(await flags([early, later])).toEqual([true, false])
    await listened(member, inSecond, '2026-03-17', 60)
    await db
      .update(playtimeDaily)
      .set({ seconds: sql`${playtimeDaily.seconds} + 30` })
      .where(row(inSecond, '2026-03-17'))
    expect(await flags([early, later])).toEqual([true, true])
    // The row that set it goes: the flag goes with it.
    await db.delete(playtimeDaily).where(row(inSecond, '2026-03-17'))
    expect(await flags([early, later])).toEqual([true, false])
    // Refiled under the other theme, then moved to another day.
    await db.update(playtimeDaily).set({ themeId: second.id }).where(row(inFirst, '2026-03-02'))
    expect(await flags([early, later])).toEqual([false, false])
    await db.update(playtimeDaily).set({ day: '2026-03-12' }).where(row(inFirst, '2026-03-02'))
    expect(await flags([early, later])).toEqual([false, true])
    // An erased account: listening moves to a random id first, the takes after it (and the other way).
    await db.update(playtimeDaily).set({ userId: ghost }).where(eq(playtimeDaily.userId, member))
    expect(await flags([early, later])).toEqual([false, false])
    await db.update(testTakes).set({ userId: ghost }).where(eq(testTakes.userId, member))
    expect(await flags([early, later])).toEqual([false, true])
    await db.update(testTakes).set({ userId: member }).where(eq(testTakes.userId, ghost))
    expect(await flags([early, later])).toEqual([false, false])
    await db.update(playtimeDaily).set({ userId: member }).where(eq(playtimeDaily.userId, ghost))
    expect(await flags([early, later])).toEqual([false, true])
    await db.delete(testTakes).where(eq(testTakes.userId, member))
    await db.delete(playtimeDaily).where(eq(playtimeDaily.userId, member))
  })
})
