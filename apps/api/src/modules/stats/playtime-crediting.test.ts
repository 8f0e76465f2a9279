import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type mediaItems, playtimeReports, subscriptions } from '../../db/schema/index.ts'
import { pruneReportIds, REPORT_ID_RETENTION_DAYS } from './playtime.repository.ts'
import { recordPlaytime } from './playtime.service.ts'
import { listeningLedger } from './playtime.test-helpers.ts'

/**
 * What a listening report is credited: no more than the real time since the stream URL or the last
 * report, a quarter of an hour at most, nothing the member's plan does not reach, each report id
 * once. Concurrency is playtime-concurrency.test.ts's; where the seconds are filed,
 * playtime-filing.test.ts's.
 */
describe('listening time', async () => {
  const { app, db, config, items, now, advance, startClock, member, report, counted, play, item, total } =
    await listeningLedger()

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
      .set({ endDate: new Date(now() - 1000) })
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
})
