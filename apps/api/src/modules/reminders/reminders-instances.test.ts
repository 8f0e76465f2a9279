import os from 'node:os'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { buildCheckedApp, testConfig } from '../../../test/app.ts'
import { createTestDatabase } from '../../../test/database.ts'
import { startPushService } from '../../../test/push-service.ts'
import { openDatabase } from '../../db/client.ts'
import { outbox, reminders } from '../../db/schema/index.ts'
import { catalogueFixture, memberWithPlan } from './reminders.test-helpers.ts'

/**
 * Two app instances on one PostgreSQL, each with its own connection pool, running scheduler passes
 * at the same instants: each member's reminder goes out exactly once (one push, one e-mail).
 */
describe('reminders with two instances on one PostgreSQL', async () => {
  if (!process.env.TEST_DATABASE_URL) {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process’s database')
    return
  }
  const push = await startPushService()
  const database = await createTestDatabase()
  const other = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() })
  // What every instance shares: the database, the session secret, the VAPID key pair.
  const keys = webpush.generateVAPIDKeys()
  const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }
  const first = await buildCheckedApp({ config: await testConfig(env), database })
  const second = await buildCheckedApp({ config: await testConfig(env), database: other })
  await Promise.all([first.ready(), second.ready()])
  afterAll(async () => {
    await first.close()
    await second.close()
    await other.close()
    await database.destroy()
    await push.close()
  })
  const { db } = database

  it('send each due reminder exactly once when both run passes at the same moments', async () => {
    const catalogue = await catalogueFixture(db)
    const members = []
    for (let index = 0; index < 12; index++) {
      const member = await memberWithPlan(first, db, catalogue)
      const saved = await member.client.put('/api/reminders', {
        weekdays: [1],
        time: '08:00',
        timeZone: index % 2 ? 'Europe/Madrid' : 'Atlantic/Canary',
        push: true,
        email: true,
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const browser = await push.subscribe(keys.publicKey)
      await member.client.put('/api/reminders/push-subscription', {
        endpoint: browser.endpoint,
        keys: browser.keys,
      })
      members.push({ ...member, browser })
    }
    // Monday 7 December 2026, from 08:00 in Madrid to past 08:00 in the Canaries (an hour behind).
    for (const instant of [
      '2026-12-07T07:00:05Z',
      '2026-12-07T07:30:00Z',
      '2026-12-07T08:00:05Z',
      '2026-12-07T08:01:00Z',
    ]) {
      const now = new Date(instant)
      // Batches of 5 (12 members): the instances share the batches of a busy minute.
      await Promise.all([
        first.reminders.scheduler.runOnce(now, 5),
        second.reminders.scheduler.runOnce(now, 5),
        first.reminders.scheduler.runOnce(now, 5),
        second.reminders.scheduler.runOnce(now, 5),
      ])
    }
    for (const member of members) {
      expect(push.received(member.browser.clientHash)).toHaveLength(1)
      expect(await db.$count(outbox, eq(outbox.to, member.user.email))).toBe(1)
    }
    expect(await db.$count(reminders, eq(reminders.lastSentOn, '2026-12-07'))).toBe(12)
  })
})
