import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildCheckedApp, testConfig } from '../../../test/app.ts'
import { openDatabase } from '../../db/client.ts'
import { playbackProgress, playtimeClocks } from '../../db/schema/index.ts'
import { recordPlaytime } from './playtime.service.ts'
import { type Client, listeningLedger } from './playtime.test-helpers.ts'

/**
 * Listening reported at the same moment: by two app instances on one database (the clock and the
 * report ids hold across them), and by many members at once, judged together in one transaction per
 * flush (decision 090). Some cases need two connections at once and run on PostgreSQL only.
 */
describe('listening time', async () => {
  const { db, config, database, now, advance, startClock, member, report, counted, play, item, total } =
    await listeningLedger()
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
      expect(clock?.creditedUntil.getTime()).toBe(now() + 60_000)
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
        const at = (seconds: number) => new Date(now() + seconds * 1000)
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

  describe('group commit (decision 090)', () => {
    /** A member's reports as the route hands them on, at `at` (now by default). */
    const send = (
      user: { id: string; role: string } | undefined,
      reports: Parameters<typeof recordPlaytime>[2],
      at = new Date(now()),
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
        const at = new Date(now())
        const [first, again, later] = await Promise.all([
          send(user, [{ audioId: item().id, seconds: 120, reportId }], at),
          // The same id in the same instant: spent by the first, and no time left on the clock.
          send(user, [{ audioId: item().id, seconds: 120, reportId }], at),
          // Thirty seconds later, a new report: only those thirty seconds count.
          send(
            user,
            [{ audioId: item().id, seconds: 120, reportId: randomUUID() }],
            new Date(now() + 30_000),
          ),
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
})
