import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, expect, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { planBySlug, signedInUser, themeIdBySlug } from '../../../test/billing.ts'
import { mediaItems, playtimeDaily } from '../../db/schema/index.ts'
import { withOutbox } from '../../mail/outbox.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { grantPlan } from '../billing/subscriptions/grant-plan.ts'

/** A signed-in member's browser, as `member()` answers it. */
export type Client = Awaited<ReturnType<typeof signedInUser>>['client']

/**
 * What every listening-time test file stands on (playtime-*.test.ts): an app on a database of its
 * own with the demo catalogue, members holding a plan, the player's calls, and a clock the test
 * moves by hand. Called once inside a file's describe, so its hooks are that describe's.
 */
export async function listeningLedger() {
  const { app, db, config, database } = await createTestApp()
  /** The demo catalogue's items, filled in before the first test. */
  const items: (typeof mediaItems.$inferSelect)[] = []
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    items.push(...(await db.select().from(mediaItems).where(eq(mediaItems.isDeleted, false))))
  })
  afterEach(() => vi.useRealTimers())

  let clock = Date.now()
  /** The time the app sees now, in milliseconds. */
  const now = () => clock
  /** Moves the app's clock (both instances share this process's Date) by `seconds`, even backwards. */
  const advance = (seconds: number) => {
    clock += seconds * 1000
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(clock)
  }
  /** Starts a test's clock at the real now, once its members and plans exist. */
  const startClock = () => {
    vi.useRealTimers()
    clock = Date.now()
    advance(0)
  }

  /** A member holding `plan` ('full' reaches everything; 'mini' two themes), signed in. */
  async function member(plan: 'full' | 'mini' | null = 'full') {
    const signedIn = await signedInUser(app, db, { role: plan ? 'subscriber' : 'visitor' })
    if (plan) {
      const mini = plan === 'mini' && {
        themeId1: await themeIdBySlug(db, 'salud-emocional'),
        themeId2: await themeIdBySlug(db, 'pareja'),
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

  return {
    app,
    db,
    config,
    database,
    items,
    now,
    advance,
    startClock,
    member,
    report,
    counted,
    play,
    item,
    total,
  }
}
