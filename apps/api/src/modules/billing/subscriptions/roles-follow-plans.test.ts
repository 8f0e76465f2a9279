import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import type { browser } from '../../../../test/session.ts'
import { users } from '../../../db/schema/index.ts'
import { withOutbox } from '../../../mail/outbox.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { grantPlan } from './grant-plan.ts'
import { DAY_MS } from './plan-rules.ts'
import { grantPlanAsStaff } from './staff-grant.ts'
import { grantTrialOnce } from './trial-grant.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }

/** Decision 058: a client's role follows the paid plans they hold. */
describe('roles follow purchases', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    // The tests drive the billing clock themselves.
    await app.billing.scheduler.stop()
  })

  const roleOf = async (userId: string) =>
    (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role

  /** A purchase through the local checkout: create the session, press Pagar, verify. */
  async function buy(client: ReturnType<typeof browser>, slug: string) {
    const plan = await planBySlug(db, slug)
    const res = await client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(res.statusCode).toBe(200)
    const pay = await client.post(`${new URL(res.json().url).pathname}/pay`, undefined, {
      ...form,
      origin: config.appUrl,
    })
    expect(pay.statusCode).toBe(303)
    const sessionId = new URL(pay.headers.location as string).searchParams.get('session_id')
    const verified = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(verified.statusCode).toBe(200)
  }

  const staffGrant = (userId: string, slug: string, end: string | null, now = new Date()) =>
    withOutbox(db, (tx) => grantPlanAsStaff(tx, userId, slug, end, now))

  it('makes a visitor who buys a plan through the checkout a subscriber, and says so at once', async () => {
    const { user, client } = await signedInUser(app, db)
    expect(await roleOf(user.id)).toBe('visitor')
    await buy(client, 'full')
    expect(await roleOf(user.id)).toBe('subscriber')
    expect((await client.get('/api/users/validate-token')).json().user.role).toBe('subscriber')
  })

  it('makes a visitor granted a paid plan by staff a subscriber', async () => {
    const { user } = await signedInUser(app, db)
    await staffGrant(user.id, 'mini', null)
    expect(await roleOf(user.id)).toBe('subscriber')
  })

  it('keeps a visitor on the free trial a visitor: a trial is not a purchase', async () => {
    const { user } = await signedInUser(app, db)
    const trial = await withOutbox(db, (tx) => grantTrialOnce(tx, user.id, config.sessionSecret))
    expect(trial).not.toBeNull()
    expect(await roleOf(user.id)).toBe('visitor')
  })

  it('makes a subscriber a visitor again when the scheduler expires their only paid plan', async () => {
    const { user } = await signedInUser(app, db)
    const start = new Date()
    // A 30-day plan, as a purchase gives.
    const full = await planBySlug(db, 'full')
    await withOutbox(db, (tx) => grantPlan(tx, { userId: user.id, plan: full, source: 'admin', now: start }))
    expect(await roleOf(user.id)).toBe('subscriber')

    const end = start.getTime() + 30 * DAY_MS
    await app.billing.scheduler.runOnce(new Date(end - 1000))
    expect(await roleOf(user.id)).toBe('subscriber')
    await app.billing.scheduler.runOnce(new Date(end + 1000))
    expect(await roleOf(user.id)).toBe('visitor')
  })

  it('keeps a member with two paid plans a subscriber until the last one ends', async () => {
    const { user, client } = await signedInUser(app, db)
    await buy(client, 'full')
    // A second purchase over a paid plan queues behind it (no paid day lost).
    const start = new Date()
    const annual = await planBySlug(db, 'full-anual')
    await withOutbox(db, (tx) =>
      grantPlan(tx, { userId: user.id, plan: annual, source: 'payment', now: start }),
    )
    expect(await roleOf(user.id)).toBe('subscriber')

    const firstEnd = start.getTime() + 30 * DAY_MS
    await app.billing.scheduler.runOnce(new Date(firstEnd + 60_000))
    expect(await roleOf(user.id)).toBe('subscriber')
    const lastEnd = firstEnd + 365 * DAY_MS
    await app.billing.scheduler.runOnce(new Date(lastEnd - 60_000))
    expect(await roleOf(user.id)).toBe('subscriber')
    await app.billing.scheduler.runOnce(new Date(lastEnd + 60_000))
    expect(await roleOf(user.id)).toBe('visitor')
  })

  it('makes a subscriber a visitor when staff replace their paid plan with the trial', async () => {
    const { user } = await signedInUser(app, db)
    await staffGrant(user.id, 'full', null)
    expect(await roleOf(user.id)).toBe('subscriber')
    await staffGrant(user.id, 'prueba-gratuita', null)
    expect(await roleOf(user.id)).toBe('visitor')
  })

  it('never moves a staff role, neither on a grant nor at the end', async () => {
    for (const role of ['creator', 'tester', 'therapist', 'crmUser', 'admin'] as const) {
      const { user } = await signedInUser(app, db, { role })
      const start = new Date()
      const full = await planBySlug(db, 'full')
      await withOutbox(db, (tx) =>
        grantPlan(tx, { userId: user.id, plan: full, source: 'admin', now: start }),
      )
      expect(await roleOf(user.id)).toBe(role)
      await app.billing.scheduler.runOnce(new Date(start.getTime() + 31 * DAY_MS))
      expect(await roleOf(user.id)).toBe(role)
    }
  })
})
