import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/billing.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { mediaItems, playbackProgress, playtimeDaily, testTakes, users } from '../../db/schema/index.ts'
import { dayInZone, zonedMidnight } from '../../lib/period.ts'
import { crmStatsApp, type Item, type Theme } from './listening-stats.test-helpers.ts'

/**
 * The CRM statistics that follow a cohort through a period (decision 062): the retention curve of
 * the members who started an item, and the share of the period's test takers who played a
 * recommended theme (decision 095), with the rollups each is kept in. The totals:
 * listening-stats-totals.test.ts.
 */
describe('CRM listening statistics', async () => {
  const { app, db, config, items, allThemes, item, listened, get, sortedRows } = await crmStatsApp()

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
    const agree = async () =>
      expect(
        await sortedRows(sql`select media_id, first_day::text, started, reached25, reached50, reached75, completed
          from playback_retention_daily where started <> 0`),
      ).toEqual(
        await sortedRows(sql`select p.media_id, p.first_day::text, count(*)::int as started,
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
