import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildCheckedApp, createTestApp, testConfig } from '../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../test/billing.ts'
import { openDatabase } from '../../db/client.ts'
import {
  mediaItems,
  playbackProgress,
  playbackRetentionDaily,
  playtimeClocks,
  playtimeDaily,
  playtimeItemDaily,
  playtimeItemMonthly,
  playtimeReports,
  subscriptions,
  themes,
} from '../../db/schema/index.ts'
import { dayInZone } from '../../lib/period.ts'
import { withOutbox } from '../../mail/outbox.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { grantPlan } from '../billing/subscriptions/grant-plan.ts'
import { noteStreamIssued } from '../player/stream-issues.repository.ts'
import { pruneReportIds, REPORT_ID_RETENTION_DAYS } from './playtime.repository.ts'
import { recordPlaytime } from './playtime.service.ts'

describe('listening time', async () => {
  const { app, db, config, database } = await createTestApp()
  let items: (typeof mediaItems.$inferSelect)[] = []
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items = await db.select().from(mediaItems).where(eq(mediaItems.isDeleted, false))
  })
  afterEach(() => vi.useRealTimers())

  let now = Date.now()
  /** Moves the app's clock (both instances share this process's Date) by `seconds`, even backwards. */
  const advance = (seconds: number) => {
    now += seconds * 1000
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
  }
  /** Starts a test's clock at the real now, once its members and plans exist. */
  const startClock = () => {
    vi.useRealTimers()
    now = Date.now()
    advance(0)
  }
  const themeId = async (slug: string) =>
    (await db.select().from(themes).where(eq(themes.slug, slug)))[0]?.id as string

  /** A member holding `plan` ('full' reaches everything; 'mini' two themes), signed in. */
  async function member(plan: 'full' | 'mini' | null = 'full') {
    const signedIn = await signedInUser(app, db, { role: plan ? 'subscriber' : 'visitor' })
    if (plan) {
      const mini = plan === 'mini' && {
        themeId1: await themeId('salud-emocional'),
        themeId2: await themeId('pareja'),
      }
      await withOutbox(db, (tx) =>
        grantPlan(tx, {
          userId: signedIn.user.id,
          plan: plan === 'mini' ? miniPlan : fullPlan,
          source: 'payment',
          themes: mini || undefined,
        }),
      )
    }
    return signedIn
  }
  let fullPlan: Awaited<ReturnType<typeof planBySlug>>
  let miniPlan: Awaited<ReturnType<typeof planBySlug>>
  beforeAll(async () => {
    fullPlan = await planBySlug(db, 'full')
    miniPlan = await planBySlug(db, 'mini')
  })

  type Client = Awaited<ReturnType<typeof member>>['client']
  const report = (client: Client, body: unknown) => client.post('/api/stats/audio-playtime', body)
  const counted = async (client: Client, body: unknown) => {
    const res = await report(client, body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()[0].countedSeconds as number
  }
  /** The player's stream-URL call: what makes an item's listening countable. */
  const play = async (client: Client, media: typeof mediaItems.$inferSelect, status = 200) => {
    const res = await client.get(`/api/audios/stream-url/${media.id}`)
    expect(res.statusCode, res.body).toBe(status)
  }
  const item = (index = 0) => items[index] as typeof mediaItems.$inferSelect
  const total = async (userId: string) =>
    (await db.select().from(playtimeDaily).where(eq(playtimeDaily.userId, userId))).reduce(
      (sum, row) => sum + row.seconds,
      0,
    )

  it('counts a real minute of a played item, answers an array with totalSeconds, and keeps the total', async () => {
    const { client } = await member()
    startClock()
    await play(client, item())
    advance(60)
    const res = await report(client, [{ audioId: item().id, seconds: 60, themeId: item().themeId }])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([{ totalSeconds: 60, countedSeconds: 60 }])
    advance(60)
    expect((await report(client, [{ audioId: item().id, seconds: 60 }])).json()[0].totalSeconds).toBe(120)
    const totalAnswer = await client.get('/api/stats/total-playtime')
    expect(totalAnswer.json()).toMatchObject({ success: true, totalSeconds: 120 })
  })

  it('never counts more than the time that really passed since the stream URL or the last report', async () => {
    const { client } = await member()
    startClock()
    for (const media of items.slice(0, 6)) await play(client, media)
    // Thirty seconds after the URL, a minute claimed: thirty seconds counted.
    advance(30)
    expect(await counted(client, [{ audioId: item().id, seconds: 60 }])).toBe(30)
    // Straight away: no time has passed, nothing more counts.
    expect(await counted(client, [{ audioId: item().id, seconds: 60 }])).toBe(0)
    // A minute later, ten hours claimed: a minute counted.
    advance(60)
    expect(await counted(client, [{ audioId: item().id, seconds: 36_000 }])).toBe(60)
    // A minute later, six items "played" at once: a minute counted among them.
    advance(60)
    const many = items.slice(0, 6).map((media) => ({ audioId: media.id, seconds: 60 }))
    expect(await counted(client, many)).toBe(60)
  })

  it('counts at most a quarter of an hour per request, however long the member was away', async () => {
    const { user, client } = await member()
    await play(client, item())
    const start = new Date()
    const dayLater = new Date(start.getTime() + 86_400_000)
    const claimed = [{ audioId: item().id, seconds: 86_400 }]
    expect((await recordPlaytime(db, user, claimed, dayLater, config.timeZone)).countedSeconds).toBe(900)
  })

  it('credits an account with no plan nothing for a locked item (stream URL refused)', async () => {
    const { user, client } = await member(null)
    startClock()
    await play(client, item(), 403)
    advance(300)
    expect(await counted(client, [{ audioId: item().id, seconds: 300 }])).toBe(0)
    expect(await total(user.id)).toBe(0)
  })

  it('credits nothing for an item the member’s plan does not reach, nor once the plan has ended', async () => {
    const { user, client } = await member('mini')
    const [open, locked] = [
      items.find((media) => media.audioName === 'lluvia-serena.mp3'),
      items.find((media) => media.audioName === 'cuenco-tibetano.mp3'),
    ] as (typeof mediaItems.$inferSelect)[]
    startClock()
    await play(client, open as typeof mediaItems.$inferSelect)
    await play(client, locked as typeof mediaItems.$inferSelect, 403)
    advance(60)
    expect(await counted(client, [{ audioId: locked?.id, seconds: 60 }])).toBe(0)
    advance(60)
    expect(await counted(client, [{ audioId: open?.id, seconds: 60 }])).toBe(60)
    // The plan ends while the player still has its URL: checked again at report time.
    await db
      .update(subscriptions)
      .set({ endDate: new Date(now - 1000) })
      .where(eq(subscriptions.userId, user.id))
    advance(60)
    expect(await counted(client, [{ audioId: open?.id, seconds: 60 }])).toBe(0)
    expect(await total(user.id)).toBe(60)
  })

  it('credits nothing for an item whose stream URL was never issued to the member', async () => {
    const { user, client } = await member()
    const other = await member()
    startClock()
    await play(client, item(0))
    // Another member's URL for item 1 does not open it to this one.
    await play(other.client, item(1))
    advance(60)
    expect(await counted(client, [{ audioId: item(1).id, seconds: 60 }])).toBe(0)
    advance(60)
    expect(await counted(client, [{ audioId: item(0).id, seconds: 60 }])).toBe(60)
    expect(await total(user.id)).toBe(60)
  })

  it('credits a script reporting 900 s every quarter of an hour for a day, with nothing issued, nothing', async () => {
    const { user } = await member()
    const start = Date.now()
    for (let quarter = 1; quarter <= 96; quarter += 1) {
      const at = new Date(start + quarter * 900_000)
      const answer = await recordPlaytime(
        db,
        user,
        [{ audioId: item(quarter % 4).id, seconds: 900 }],
        at,
        config.timeZone,
      )
      expect(answer.countedSeconds).toBe(0)
    }
    expect(await total(user.id)).toBe(0)
  })

  it('never credits two items reported in parallel more than the wall time', async () => {
    const { user, client } = await member()
    startClock()
    await play(client, item(0))
    await play(client, item(1))
    advance(60)
    const first = await Promise.all([
      counted(client, [{ audioId: item(0).id, seconds: 200 }]),
      counted(client, [{ audioId: item(1).id, seconds: 200 }]),
    ])
    expect(first[0] + first[1]).toBe(60)
    advance(60)
    const second = await Promise.all([
      counted(client, [{ audioId: item(0).id, seconds: 60 }]),
      counted(client, [{ audioId: item(1).id, seconds: 60 }]),
      counted(client, [
        { audioId: item(0).id, seconds: 60 },
        { audioId: item(1).id, seconds: 60 },
      ]),
    ])
    expect(second.reduce((sum, seconds) => sum + seconds, 0)).toBe(60)
    expect(await total(user.id)).toBe(120)
  })

  describe('with a second app instance on the same database', async () => {
    // On PostgreSQL a second pool, as another process would have; PGlite has one connection only.
    const handle = database.url
      ? await openDatabase({ databaseUrl: database.url, dataDir: config.dataDir })
      : { ...database, close: async () => {} }
    const second: FastifyInstance = await buildCheckedApp({ config: await testConfig(), database: handle })
    await second.ready()
    afterAll(async () => {
      await second.close()
      if (database.url) await handle.close()
    })
    /** The same signed-in browser, its requests served by the second instance. */
    const onSecond = (client: Client & { cookies?: Map<string, string> }, body: unknown) =>
      second.inject({
        method: 'POST',
        url: '/api/stats/audio-playtime',
        headers: { cookie: [...(client.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join('; ') },
        payload: body as object,
      })

    it('keeps the clock monotonic when an instance’s clock runs behind', async () => {
      const { user, client } = await member()
      startClock()
      await play(client, item())
      advance(120)
      expect(await counted(client, [{ audioId: item().id, seconds: 120 }])).toBe(120)
      // The second instance's clock is a minute behind: it counts nothing and moves nothing back.
      advance(-60)
      const behind = await onSecond(client, [{ audioId: item().id, seconds: 60 }])
      expect(behind.statusCode, behind.body).toBe(200)
      expect(behind.json()[0].countedSeconds).toBe(0)
      const [clock] = await db.select().from(playtimeClocks).where(eq(playtimeClocks.userId, user.id))
      expect(clock?.creditedUntil.getTime()).toBe(now + 60_000)
      // A minute after the first instance's report, only that minute counts.
      advance(120)
      expect(await counted(client, [{ audioId: item().id, seconds: 120 }])).toBe(60)
      expect(await total(user.id)).toBe(180)
    })

    it('counts each report id once: a refused report stays refused, and a retry on either instance counts nothing', async () => {
      const { user, client } = await member()
      const early = randomUUID()
      startClock()
      // Sent before any stream URL: refused, and its id is spent.
      expect(await counted(client, [{ audioId: item().id, seconds: 60, reportId: early }])).toBe(0)
      await play(client, item())
      advance(60)
      expect(await counted(client, [{ audioId: item().id, seconds: 60, reportId: early }])).toBe(0)
      advance(60)
      const retried = randomUUID()
      const body = [{ audioId: item().id, seconds: 60, reportId: retried }]
      const answers = await Promise.all([report(client, body), onSecond(client, body), report(client, body)])
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200])
      expect(answers.reduce((sum, res) => sum + res.json()[0].countedSeconds, 0)).toBe(60)
      advance(60)
      const next = [
        { audioId: item().id, seconds: 60, reportId: retried },
        { audioId: item().id, seconds: 60, reportId: retried },
        { audioId: item().id, seconds: 30, reportId: randomUUID() },
      ]
      expect((await onSecond(client, next)).json()[0].countedSeconds).toBe(30)
      expect(await total(user.id)).toBe(90)
    })

    // PostgreSQL only: PGlite serves one connection, so two requests never overlap there.
    it.skipIf(!database.url)(
      'counts a report id once when two requests carrying it overlap on two connections',
      async () => {
        const { user, client } = await member()
        startClock()
        await play(client, item())
        const reportId = randomUUID()
        const body = [{ audioId: item().id, seconds: 60, reportId }]
        const at = (seconds: number) => new Date(now + seconds * 1000)
        // A third connection holds the member's clock, so both requests queue behind it in order:
        // the first (10 minutes after the URL) and a second two minutes later, which real time alone
        // would let count another minute. Only the report id keeps it from counting.
        const holder = new pg.Client({ connectionString: database.url })
        await holder.connect()
        try {
          await holder.query('begin')
          await holder.query('select 1 from playtime_clocks where user_id = $1 for update', [user.id])
          const waiting = async (count: number) => {
            for (;;) {
              const { rows } = await holder.query(
                `select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              )
              if (rows[0].n >= count) return
              await new Promise((resolve) => setTimeout(resolve, 20))
            }
          }
          const member = { id: user.id, role: user.role }
          const first = recordPlaytime(db, member, body, at(600), config.timeZone)
          await waiting(1)
          const second = recordPlaytime(handle.db, member, body, at(720), config.timeZone)
          await waiting(2)
          await holder.query('commit')
          const answers = await Promise.all([first, second])
          expect(answers.map((answer) => answer.countedSeconds).sort()).toEqual([0, 60])
        } finally {
          await holder.end()
        }
        expect(await total(user.id)).toBe(60)
      },
    )
  })

  it('counts an offline queue sent twice once, and each member’s report ids apart from another’s', async () => {
    const first = await member()
    const second = await member()
    startClock()
    for (const { client } of [first, second]) await play(client, item())
    advance(180)
    const queue = [0, 1, 2].map(() => ({ audioId: item().id, seconds: 60, reportId: randomUUID() }))
    expect(await counted(first.client, queue)).toBe(180)
    // The answer was lost and the queue is sent again a few minutes later: real time has passed, so
    // only the report ids stand between the member and a second credit.
    advance(180)
    expect(await counted(first.client, queue)).toBe(0)
    // A later queue holding one old and one new report: only the new one counts.
    advance(120)
    const fresh = { audioId: item().id, seconds: 60, reportId: randomUUID() }
    expect(await counted(first.client, [queue[0], fresh])).toBe(60)
    // Reports without an id count as they always have (the mobile apps).
    advance(60)
    expect(await counted(first.client, [{ audioId: item().id, seconds: 60 }])).toBe(60)
    expect(await total(first.user.id)).toBe(300)
    // Report ids are the member's own: another member's client sending the same ids counts them.
    expect(await counted(second.client, queue)).toBe(180)
  })

  it('documents the optional reportId and position in the OpenAPI description of the call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const body =
      res.json().paths['/api/stats/audio-playtime'].post.requestBody.content['application/json'].schema
    expect(body.type).toBe('array')
    expect(body.items.required).toEqual(['audioId', 'seconds'])
    expect(body.items.properties.reportId).toMatchObject({ type: 'string', format: 'uuid' })
    expect(body.items.properties.reportId.description).toMatch(/once/)
    expect(body.items.properties.position.description).toBeTruthy()
  })

  it('forgets report ids after the retention period, and only then (decision 075)', async () => {
    const { user, client } = await member()
    startClock()
    await play(client, item())
    advance(60)
    const reportId = randomUUID()
    expect(await counted(client, [{ audioId: item().id, seconds: 60, reportId }])).toBe(60)
    const spent = () =>
      db
        .select()
        .from(playtimeReports)
        .where(and(eq(playtimeReports.userId, user.id), eq(playtimeReports.reportId, reportId)))
    const sent = (await spent())[0]?.createdAt as Date
    // A day before the end of the retention period it is kept; after it, gone.
    await pruneReportIds(db, new Date(sent.getTime() + (REPORT_ID_RETENTION_DAYS - 1) * 86_400_000))
    expect(await spent()).toHaveLength(1)
    const pruned = await pruneReportIds(
      db,
      new Date(sent.getTime() + (REPORT_ID_RETENTION_DAYS + 1) * 86_400_000),
    )
    expect(pruned).toBeGreaterThanOrEqual(1)
    expect(await spent()).toEqual([])
  })

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
      day: dayInZone(new Date(now), config.timeZone),
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
    const day = dayInZone(new Date(now), config.timeZone)
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

  it('ignores unknown items and refuses bad bodies and anonymous callers', async () => {
    const { client } = await member()
    startClock()
    await play(client, item())
    advance(60)
    expect(await counted(client, [{ audioId: randomUUID(), seconds: 60 }])).toBe(0)
    expect((await report(client, [])).statusCode).toBe(400)
    expect((await report(client, [{ audioId: item().id, seconds: -5 }])).statusCode).toBe(400)
    expect((await report(client, { audioId: item().id, seconds: 5 })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/stats/total-playtime' })).statusCode).toBe(401)
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

  describe('group commit (decision 090)', () => {
    /** A member's reports as the route hands them on, at `at` (now by default). */
    const send = (
      user: { id: string; role: string } | undefined,
      reports: Parameters<typeof recordPlaytime>[2],
      at = new Date(now),
    ) =>
      recordPlaytime(
        db,
        { id: user?.id as string, role: user?.role as 'subscriber' },
        reports,
        at,
        config.timeZone,
      )
    /** Members with a full plan, each issued the first item's stream URL. */
    const listeners = async (count: number) => {
      const signed = []
      for (let n = 0; n < count; n++) signed.push(await member())
      return signed
    }

    it('judges concurrent requests of different members in one transaction, each answered its own credit', async () => {
      const group = await listeners(3)
      startClock()
      for (const { client } of group) await play(client, item())
      advance(90)
      const transactions = vi.spyOn(db, 'transaction')
      try {
        const answers = await Promise.all(
          group.map(({ user }, n) =>
            send(user, [{ audioId: item().id, seconds: 30 * (n + 1), reportId: randomUUID(), position: 30 }]),
          ),
        )
        expect(transactions).toHaveBeenCalledTimes(1)
        expect(answers).toEqual([
          { countedSeconds: 30, totalSeconds: 30 },
          { countedSeconds: 60, totalSeconds: 60 },
          { countedSeconds: 90, totalSeconds: 90 },
        ])
      } finally {
        transactions.mockRestore()
      }
      for (const [n, { user }] of group.entries()) {
        expect(await total(user.id)).toBe(30 * (n + 1))
        const [progress] = await db
          .select()
          .from(playbackProgress)
          .where(eq(playbackProgress.userId, user.id))
        expect(progress?.furthestSeconds).toBe(30)
      }
    })

    it('puts a member’s second concurrent request in the next flush, where it sees the first one’s clock and ids', async () => {
      const { user, client } = await member()
      startClock()
      await play(client, item())
      advance(120)
      const reportId = randomUUID()
      const transactions = vi.spyOn(db, 'transaction')
      try {
        const at = new Date(now)
        const [first, again, later] = await Promise.all([
          send(user, [{ audioId: item().id, seconds: 120, reportId }], at),
          // The same id in the same instant: spent by the first, and no time left on the clock.
          send(user, [{ audioId: item().id, seconds: 120, reportId }], at),
          // Thirty seconds later, a new report: only those thirty seconds count.
          send(user, [{ audioId: item().id, seconds: 120, reportId: randomUUID() }], new Date(now + 30_000)),
        ])
        expect(transactions).toHaveBeenCalledTimes(3)
        expect([first, again, later]).toEqual([
          { countedSeconds: 120, totalSeconds: 120 },
          { countedSeconds: 0, totalSeconds: 120 },
          { countedSeconds: 30, totalSeconds: 150 },
        ])
      } finally {
        transactions.mockRestore()
      }
      expect(await total(user.id)).toBe(150)
    })

    it('answers a request that cannot be written its own error, and the others of its flush their credit', async () => {
      const group = await listeners(2)
      startClock()
      for (const { client } of group) await play(client, item())
      advance(60)
      const body = () => [{ audioId: item().id, seconds: 60, reportId: randomUUID() }]
      // A member deleted after the session check: spending its report id breaks the foreign key,
      // which fails the whole flush; each request is then judged alone.
      const gone = { id: randomUUID(), role: 'subscriber' as const }
      const results = await Promise.allSettled([
        send(group[0]?.user, body()),
        send(gone, body()),
        send(group[1]?.user, body()),
      ])
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect(results[0]).toMatchObject({ value: { countedSeconds: 60 } })
      expect(results[2]).toMatchObject({ value: { countedSeconds: 60 } })
      for (const { user } of group) expect(await total(user.id)).toBe(60)
      // Through the API: a bad body among good ones is refused alone.
      advance(60)
      const answers = await Promise.all([
        report(group[0]?.client as Client, body()),
        report(group[1]?.client as Client, [{ audioId: 'no', seconds: 60 }]),
      ])
      expect(answers.map((res) => res.statusCode)).toEqual([200, 400])
      expect(answers[0]?.json()[0].countedSeconds).toBe(60)
    })

    // PostgreSQL only: a second connection must see what the flush has (not) committed.
    it.skipIf(!database.url)(
      'answers the requests of a flush only after its transaction committed',
      async () => {
        const [held, other] = await listeners(2)
        if (!held || !other) throw new Error('two members expected')
        startClock()
        for (const { client } of [held, other]) await play(client, item())
        advance(60)
        const holder = new pg.Client({ connectionString: database.url })
        await holder.connect()
        try {
          await holder.query('begin')
          await holder.query('select 1 from playtime_clocks where user_id = $1 for update', [held.user.id])
          let settled = 0
          const flush = [held, other].map(({ user }) =>
            send(user, [{ audioId: item().id, seconds: 60 }]).then((answer) => {
              settled += 1
              return answer
            }),
          )
          // The flush waits on the held clock; the other member's request, in the same flush, is not
          // answered meanwhile, and nothing of it is visible to another connection.
          for (;;) {
            const { rows } = await holder.query(
              `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
            )
            if (rows[0].n >= 1) break
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
          await new Promise((resolve) => setTimeout(resolve, 100))
          expect(settled).toBe(0)
          const before = await holder.query(
            'select count(*)::int as n from playtime_daily where user_id = $1',
            [other.user.id],
          )
          expect(before.rows[0].n).toBe(0)
          await holder.query('commit')
          expect((await Promise.all(flush)).map((answer) => answer.countedSeconds)).toEqual([60, 60])
        } finally {
          await holder.end()
        }
        expect(await total(other.user.id)).toBe(60)
      },
    )
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
      expect(row).toMatchObject({ furthestSeconds: 60, firstDay: dayInZone(new Date(now), config.timeZone) })
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
