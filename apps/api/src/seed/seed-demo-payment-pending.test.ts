import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signedInUser } from '../../test/billing.ts'
import { createTestDatabase } from '../../test/database.ts'
import { browser } from '../../test/session.ts'
import {
  invoices,
  paymentOrders,
  plans,
  providerSubscriptions,
  subscriptions,
  users,
} from '../db/schema/index.ts'
import { entitlementsOf } from '../modules/billing/index.ts'
import { renewalCancelToken } from '../modules/billing/renewals/renewal-cancel-token.ts'
import { hashPassword } from '../modules/users/password-hashing.ts'
import {
  DEMO_PAYMENT_PENDING_EMAIL,
  DEMO_RENEWAL_DUE_HOURS_AGO,
  seedDemoPaymentPending,
} from './demo-payment-pending.ts'
import { seedDemoContent } from './index.ts'
import { demoPlans } from './plans.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * Issue 32: the demo has a member whose renewal is being retried — coherent rows as the local
 * provider leaves them after a declined charge, the member in Clientes' 'Pago pendiente', the session
 * saying so (the panel's banner), and the billing clock carrying it on like any other.
 */
describe('the demo member whose renewal payment is being retried', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })
  const member = async () => {
    const [row] = await db.select().from(users).where(eq(users.email, DEMO_PAYMENT_PENDING_EMAIL))
    if (!row) throw new Error('no pending-payment member')
    return row
  }

  it('holds the full plan past its paid date, in grace, with the purchase invoiced and the declined renewal recorded', async () => {
    const { id, role } = await member()
    expect(role).toBe('subscriber')
    const [access] = await db.select().from(subscriptions).where(eq(subscriptions.userId, id))
    const now = Date.now()
    expect(access?.status).toBe('active')
    expect(access?.endDate?.getTime()).toBeLessThan(now)
    expect(access?.endDate?.getTime()).toBeGreaterThan(now - DEMO_RENEWAL_DUE_HOURS_AGO * HOUR_MS - 60_000)
    // A day after the next retry, which is a day after the declined charge.
    expect(access?.graceUntil?.getTime()).toBe((access?.endDate?.getTime() ?? 0) + 2 * DAY_MS)
    expect((await entitlementsOf(db, id, new Date())).subscriptionId).toBe(access?.id)

    const [renewing] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, id))
    expect(renewing).toMatchObject({ status: 'past_due', failedCharges: 1, provider: 'local' })
    expect(renewing?.currentPeriodEnd.getTime()).toBe(access?.endDate?.getTime())

    const orders = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, id))
      .orderBy(paymentOrders.createdAt)
    expect(orders.map((order) => [order.kind, order.status])).toEqual([
      ['purchase', 'completed'],
      ['renewal', 'failed'],
    ])
    expect(orders[0]?.completedAt?.getTime()).toBe(access?.startDate.getTime())
    const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, id))
    expect(invoice).toMatchObject({ orderId: orders[0]?.id, series: 'F' })
  })

  it("signs in with the documented password, sees the payment pending, and is in Clientes' 'Pago pendiente'", async () => {
    const client = browser(app)
    const login = await client.post('/api/users/login', {
      email: DEMO_PAYMENT_PENDING_EMAIL,
      password: 'Sosiego2026!',
    })
    expect(login.statusCode).toBe(200)
    expect((await client.get('/api/users/validate-token')).json().user.paymentPending).toBe(true)
    expect((await client.get('/api/payments/subscription/renewal')).json().data.pastDue).toBe(true)
    const staff = await signedInUser(app, db, { role: 'crmUser' })
    const listed = (
      await staff.client.get('/api/users/list?group=clients&withPaymentPending=true&pageSize=100')
    )
      .json()
      .data.map((row: { email: string }) => row.email)
    expect(listed).toContain(DEMO_PAYMENT_PENDING_EMAIL)
  })

  it("the renewal notice's link still cancels while the charge is retried, and says so", async () => {
    const { id } = await member()
    const [renewing] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, id))
    const query = `?token=${encodeURIComponent(renewalCancelToken(config.sessionSecret, renewing?.id ?? ''))}`
    const anonymous = browser(app)
    const shown = await anonymous.get(`/api/payments/renewal-link${query}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.json().data).toMatchObject({ pastDue: true, cancelAtPeriodEnd: false, planName: 'Full' })
    // Cancelled, and then put back as it was for the next test: resumed from Mi Suscripción.
    const cancelled = await anonymous.post(`/api/payments/renewal-link/cancel${query}`)
    expect(cancelled.json().data).toMatchObject({ pastDue: true, cancelAtPeriodEnd: true })
    await db
      .update(providerSubscriptions)
      .set({ cancelAtPeriodEnd: false })
      .where(eq(providerSubscriptions.id, renewing?.id ?? ''))
  })

  it('is found again by a second seed, and the billing clock retries its renewal as any other', async () => {
    const { id } = await member()
    const before = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, id))
    await seedDemoContent(db, config.storageDir, config.timeZone)
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, id))).toHaveLength(
      before.length,
    )
    const [renewing] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, id))
    const due = renewing?.currentPeriodEnd ?? new Date()
    // Now: nothing is due (the first decline is already recorded, never twice).
    await app.billing.scheduler.runOnce(new Date())
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, id))).toHaveLength(
      before.length,
    )
    // The retry a day after the decline fails again, the plan is kept; the third ends it.
    await app.billing.scheduler.runOnce(new Date(due.getTime() + DAY_MS + 1000))
    expect(
      (await entitlementsOf(db, id, new Date(due.getTime() + DAY_MS + 2000))).subscriptionId,
    ).not.toBeNull()
    await app.billing.scheduler.runOnce(new Date(due.getTime() + 2 * DAY_MS + 1000))
    const [ended] = await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.userId, id))
    expect(ended?.status).toBe('ended')
    const failed = (await db.select().from(paymentOrders).where(eq(paymentOrders.userId, id))).filter(
      (order) => order.kind === 'renewal' && order.status === 'failed',
    )
    expect(failed).toHaveLength(3)
  })
})

describe('seeding the pending-payment member from two instances at once', async () => {
  const database = await createTestDatabase()
  const { db } = database

  it('makes one plan, one purchase and one declined renewal', async () => {
    await db.insert(plans).values(demoPlans).onConflictDoNothing({ target: plans.slug })
    const [user] = await db
      .insert(users)
      .values({
        name: 'Pablo',
        lastName: 'Reintento',
        email: DEMO_PAYMENT_PENDING_EMAIL,
        passwordHash: await hashPassword('Sosiego2026!'),
        isVerified: true,
        role: 'subscriber',
      })
      .returning()
    await Promise.all([seedDemoPaymentPending(db), seedDemoPaymentPending(db)])
    expect(
      await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user?.id ?? '')),
    ).toHaveLength(1)
    expect(
      await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, user?.id ?? '')),
    ).toHaveLength(2)
    expect(
      await db
        .select()
        .from(providerSubscriptions)
        .where(eq(providerSubscriptions.userId, user?.id ?? '')),
    ).toHaveLength(1)
    await database.destroy()
  })
})
