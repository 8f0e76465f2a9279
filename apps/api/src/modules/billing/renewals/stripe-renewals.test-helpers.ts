import { eq } from 'drizzle-orm'
import { beforeAll, expect } from 'vitest'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { createStripeTestApp } from '../../../../test/stripe-server.ts'
import { outbox, paymentOrders, providerSubscriptions, subscriptions } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'

export const DAY_S = 86_400
export const unix = (date: Date) => Math.floor(date.getTime() / 1000)

const WEBHOOK_SECRET = 'whsec_test_secret_for_renewals'

/**
 * What the Stripe renewal tests (stripe-renewals-*.test.ts, issue 18) stand on: the fake Stripe
 * server, which signs its events for real; an app that sells through it, on its own database with
 * the demo plans and its renewal scheduler stopped; and members who bought a renewing plan. Called
 * once inside a file's describe, so its hooks are that describe's.
 */
export async function stripeRenewalsApp() {
  const { stripe, app, db, config } = await createStripeTestApp(WEBHOOK_SECRET)
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })

  /** Delivers a signed event to the webhook; answers its status code. */
  const webhook = async (event: { payload: string; signature: string }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    })
    return res.statusCode
  }
  const subjects = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt)).map(
      (mail) => mail.subject,
    )
  const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.to, email))
  const ordersOf = (userId: string) =>
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(paymentOrders.createdAt)
  const accessOf = async (userId: string) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]
  const providerSubOf = async (userId: string) =>
    (await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.userId, userId)))[0]

  /** A member who bought a renewing plan and whose checkout.session.completed arrived. */
  async function subscribed(slug = 'full') {
    const member = await signedInUser(app, db)
    const plan = await planBySlug(db, slug)
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(res.statusCode).toBe(200)
    const sessionId = res.json().data.sessionId as string
    const session = stripe.pay(sessionId, plan.durationDays)
    const subscriptionId = session.subscription as string
    return { ...member, plan, sessionId, session, subscriptionId }
  }
  const completed = async (member: Awaited<ReturnType<typeof subscribed>>) =>
    expect(await webhook(stripe.signedEvent('checkout.session.completed', member.session))).toBe(200)
  /** The subscription's first invoice, paid, for the 30 days from `start` (not yet delivered). */
  const paidFirstInvoice = (member: Awaited<ReturnType<typeof subscribed>>, start: Date) =>
    stripe.invoice(member.subscriptionId, {
      billingReason: 'subscription_create',
      paid: true,
      periodStart: unix(start),
      periodEnd: unix(start) + 30 * DAY_S,
      amount: member.plan.priceCents,
    })

  return {
    stripe,
    app,
    db,
    config,
    webhook,
    subjects,
    mailsTo,
    ordersOf,
    accessOf,
    providerSubOf,
    subscribed,
    completed,
    paidFirstInvoice,
  }
}
