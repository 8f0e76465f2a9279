import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/billing.ts'
import {
  mediaItems,
  playbackProgress,
  playbackRetentionDaily,
  playtimeDaily,
  playtimeItemDaily,
  playtimeItemMonthly,
  themes,
} from '../../db/schema/index.ts'
import { dayInZone } from '../../lib/period.ts'
import { noteStreamIssued } from '../player/stream-issues.repository.ts'
import { recordPlaytime } from './playtime.service.ts'
import { listeningLedger } from './playtime.test-helpers.ts'

/**
 * Where credited listening is filed: under the item's own theme and category, on the service's
 * calendar day (both days of a session across midnight), in the per-item rollups, and as the
 * furthest point each member reached (positions, for the retention curves).
 */
describe('listening time', async () => {
  const { app, db, config, items, now, advance, startClock, member, report, counted, play, item } =
    await listeningLedger()
  it('files the seconds under the item’s own theme and category, per day', async () => {
    const { user, client } = await member()
    const [otherTheme] = await db.select().from(themes).where(eq(themes.slug, 'gratitud'))
    startClock()
    await play(client, item(1))
    advance(50)
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
      day: dayInZone(new Date(now()), config.timeZone),
    })
  })

  it('credits the per-item rollups (decision 064) in the same transaction, exactly as the member rows', async () => {
    const first = await member()
    const second = await member()
    startClock()
    for (const { client } of [first, second]) for (const media of items.slice(2, 5)) await play(client, media)
    advance(40)
    // A batch over three items, one of them twice, and a repeated report id that counts once.
    const repeated = randomUUID()
    const batch = [
      { audioId: item(4).id, seconds: 10, reportId: repeated },
      { audioId: item(2).id, seconds: 12 },
      { audioId: item(4).id, seconds: 5, reportId: repeated },
      { audioId: item(3).id, seconds: 7, reportId: randomUUID() },
      { audioId: item(4).id, seconds: 6 },
    ]
    expect(await counted(first.client, batch)).toBe(35)
    expect(await counted(second.client, batch.slice(0, 2))).toBe(22)
    const day = dayInZone(new Date(now()), config.timeZone)
    const ids = items.slice(2, 5).map((media) => media.id)
    const memberRows = await db
      .select()
      .from(playtimeDaily)
      .where(and(eq(playtimeDaily.day, day), inArray(playtimeDaily.mediaId, ids)))
    const expected = new Map<string, number>()
    for (const row of memberRows) expected.set(row.mediaId, (expected.get(row.mediaId) ?? 0) + row.seconds)
    const rollup = await db
      .select()
      .from(playtimeItemDaily)
      .where(and(eq(playtimeItemDaily.day, day), inArray(playtimeItemDaily.mediaId, ids)))
    expect(new Map(rollup.map((row) => [row.mediaId, row.seconds]))).toEqual(expected)
    // The first member's batch: 10 + 6 on item 4 (the repeat counted nothing), 12 on item 2, 7 on item 3.
    expect(
      memberRows
        .filter((row) => row.userId === first.user.id)
        .map((row) => row.seconds)
        .sort((a, b) => a - b),
    ).toEqual([7, 12, 16])
    const month = `${day.slice(0, 8)}01`
    const monthly = await db
      .select()
      .from(playtimeItemMonthly)
      .where(and(eq(playtimeItemMonthly.month, month), inArray(playtimeItemMonthly.mediaId, ids)))
    const monthRows = await db
      .select()
      .from(playtimeDaily)
      .where(and(gte(playtimeDaily.day, month), inArray(playtimeDaily.mediaId, ids)))
    const expectedMonth = new Map<string, number>()
    for (const row of monthRows)
      expectedMonth.set(row.mediaId, (expectedMonth.get(row.mediaId) ?? 0) + row.seconds)
    expect(new Map(monthly.map((row) => [row.mediaId, row.seconds]))).toEqual(expectedMonth)
  })

  it('files a report on the calendar day in the service’s time zone, not UTC', async () => {
    expect(config.timeZone).toBe('Europe/Madrid')
    // Staff may play anything at any date, so no plan has to be in force in July 2027.
    const { user } = await signedInUser(app, db, { role: 'crmUser' })
    const media = item(2)
    const issued = new Date('2027-07-15T23:00:00Z')
    await noteStreamIssued(db, user.id, media.id, issued)
    // 23:30 UTC in summer is 01:30 on the 16th in Madrid.
    const late = new Date('2027-07-15T23:30:00Z')
    expect(
      (await recordPlaytime(db, user, [{ audioId: media.id, seconds: 60 }], late, config.timeZone))
        .countedSeconds,
    ).toBe(60)
    // 21:30 UTC is still the 15th there (23:30).
    const earlier = await signedInUser(app, db, { role: 'crmUser' })
    await noteStreamIssued(db, earlier.user.id, media.id, new Date('2027-07-15T21:00:00Z'))
    await recordPlaytime(
      db,
      earlier.user,
      [{ audioId: media.id, seconds: 60 }],
      new Date('2027-07-15T21:30:00Z'),
      config.timeZone,
    )
    const days = async (userId: string) =>
      (await db.select().from(playtimeDaily).where(eq(playtimeDaily.userId, userId))).map((row) => row.day)
    expect(await days(user.id)).toEqual(['2027-07-16'])
    expect(await days(earlier.user.id)).toEqual(['2027-07-15'])
  })

  it('files a session that crosses midnight on both days it was heard on (issue 17)', async () => {
    const { user } = await signedInUser(app, db, { role: 'crmUser' })
    const media = item(2)
    await noteStreamIssued(db, user.id, media.id, new Date('2027-03-01T22:50:00Z'))
    // 23:58:40 then 00:00:40 on the night of 1 to 2 March 2027 in Madrid (UTC+1): the second
    // minute was heard 20 s on the 1st and 40 s on the 2nd.
    for (const at of ['2027-03-01T22:58:40Z', '2027-03-01T23:00:40Z'])
      await recordPlaytime(db, user, [{ audioId: media.id, seconds: 60 }], new Date(at), config.timeZone)
    const rows = await db
      .select({ day: playtimeDaily.day, seconds: playtimeDaily.seconds })
      .from(playtimeDaily)
      .where(eq(playtimeDaily.userId, user.id))
      .orderBy(playtimeDaily.day)
    expect(rows).toEqual([
      { day: '2027-03-01', seconds: 80 },
      { day: '2027-03-02', seconds: 40 },
    ])
  })

  describe('positions (retention)', () => {
    const progressOf = async (userId: string) =>
      db.select().from(playbackProgress).where(eq(playbackProgress.userId, userId))
    // The demo items last seconds; one made ten minutes long gives room for whole-minute reports.
    let longItem: typeof mediaItems.$inferSelect
    const long = () => longItem
    beforeAll(async () => {
      ;[longItem] = (await db
        .update(mediaItems)
        .set({ duration: 600 })
        .where(eq(mediaItems.id, item(3).id))
        .returning()) as [typeof mediaItems.$inferSelect]
    })

    it('still takes the mobile apps’ payload without a position, counting it as before and recording no progress', async () => {
      const { user, client } = await member()
      startClock()
      await play(client, long())
      advance(60)
      const res = await report(client, [
        { audioId: long().id, seconds: 60, themeId: long().themeId, categoryId: randomUUID() },
      ])
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()[0].countedSeconds).toBe(60)
      expect(await progressOf(user.id)).toEqual([])
    })

    it('moves the furthest point by no more than the seconds counted, never back, never past the end', async () => {
      const { user, client } = await member()
      startClock()
      await play(client, long())
      advance(60)
      // A minute heard, but the player claims the end: only the minute counts as reached.
      expect(await counted(client, [{ audioId: long().id, seconds: 60, position: long().duration }])).toBe(60)
      let [row] = await progressOf(user.id)
      expect(row).toMatchObject({
        furthestSeconds: 60,
        firstDay: dayInZone(new Date(now()), config.timeZone),
      })
      // Straight away nothing counts, so the position moves nothing.
      expect(await counted(client, [{ audioId: long().id, seconds: 60, position: 200 }])).toBe(0)
      ;[row] = await progressOf(user.id)
      expect(row?.furthestSeconds).toBe(60)
      // Another minute from where it was: 120.
      advance(60)
      await counted(client, [{ audioId: long().id, seconds: 60, position: 120.7 }])
      ;[row] = await progressOf(user.id)
      expect(row?.furthestSeconds).toBe(120)
      // Listening again from the start does not move it back.
      advance(30)
      await counted(client, [{ audioId: long().id, seconds: 30, position: 30 }])
      ;[row] = await progressOf(user.id)
      expect(row?.furthestSeconds).toBe(120)
      // A claimed position far beyond the item moves it by the seconds counted…
      advance(300)
      await counted(client, [{ audioId: long().id, seconds: 300, position: 86_000 }])
      ;[row] = await progressOf(user.id)
      expect(row?.furthestSeconds).toBe(420)
      // …and never past the item's end.
      advance(300)
      await counted(client, [{ audioId: long().id, seconds: 300, position: 86_000 }])
      ;[row] = await progressOf(user.id)
      expect(row?.furthestSeconds).toBe(600)
    })

    it('applies a batch’s positions in the order sent, and keeps the retention rollup equal to a recount', async () => {
      const { user, client } = await member()
      startClock()
      await play(client, long())
      advance(300)
      // 100 s to 100; then 100 s more towards 250: 200; then back at 50: stays 200.
      const batch = [
        { audioId: long().id, seconds: 100, position: 100 },
        { audioId: long().id, seconds: 100, position: 250 },
        { audioId: long().id, seconds: 50, position: 50 },
      ]
      expect(await counted(client, batch)).toBe(250)
      expect((await progressOf(user.id))[0]?.furthestSeconds).toBe(200)
      const recount = async () =>
        (await db.select().from(playbackProgress).where(eq(playbackProgress.mediaId, long().id))).reduce(
          (counts, row) => {
            const f = row.furthestSeconds
            const d = long().duration
            counts.started += 1
            counts.reached25 += f * 100 >= d * 25 ? 1 : 0
            counts.reached50 += f * 100 >= d * 50 ? 1 : 0
            counts.reached75 += f * 100 >= d * 75 ? 1 : 0
            counts.completed += f + 2 >= d ? 1 : 0
            return counts
          },
          { started: 0, reached25: 0, reached50: 0, reached75: 0, completed: 0 },
        )
      const rollup = async () =>
        (
          await db.select().from(playbackRetentionDaily).where(eq(playbackRetentionDaily.mediaId, long().id))
        ).reduce(
          (counts, row) => ({
            started: counts.started + row.started,
            reached25: counts.reached25 + row.reached25,
            reached50: counts.reached50 + row.reached50,
            reached75: counts.reached75 + row.reached75,
            completed: counts.completed + row.completed,
          }),
          { started: 0, reached25: 0, reached50: 0, reached75: 0, completed: 0 },
        )
      expect(await rollup()).toEqual(await recount())
      // Moves that cross no bucket, then one that crosses three, then the end.
      for (const [seconds, position] of [
        [20, 220],
        [280, 500],
        [100, 600],
      ] as const) {
        advance(seconds)
        expect(await counted(client, [{ audioId: long().id, seconds, position }])).toBe(seconds)
        expect(await rollup()).toEqual(await recount())
      }
      expect((await progressOf(user.id))[0]?.furthestSeconds).toBe(600)
    })

    it('records no position for a report that counted nothing (no stream URL)', async () => {
      const { user, client } = await member()
      startClock()
      advance(60)
      expect(await counted(client, [{ audioId: long().id, seconds: 60, position: 60 }])).toBe(0)
      expect(await progressOf(user.id)).toEqual([])
      expect((await report(client, [{ audioId: long().id, seconds: 60, position: -1 }])).statusCode).toBe(400)
    })
  })
})
