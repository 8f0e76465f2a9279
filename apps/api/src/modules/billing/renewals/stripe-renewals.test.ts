import { formatMoney } from '@sosiego/shared'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { MEMBER_PASSWORD, planBySlug, signedInUser } from '../../../../test/billing.ts'
import { startFakeStripe } from '../../../../test/stripe-server.ts'
import {
  outbox,
  paymentCustomers,
  paymentOrders,
  providerSubscriptions,
  subscriptions,
} from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { entitlementsOf } from '../subscriptions/entitlements.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'

const WEBHOOK_SECRET = 'whsec_test_secret_for_renewals'
const stripe = await startFakeStripe(WEBHOOK_SECRET)
afterAll(() => stripe.close())

const DAY_S = 86_400
const unix = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * Issue 18 with Stripe Billing: renewing plans bought in subscription mode for one customer per user,
 * and the subscription's events (invoices paid and declined, updated, deleted) applied once each, in
 * any order, against the fake Stripe server with real signatures.
 */
describe('renewing plans with Stripe', async () => {
  const { app, db, config } = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_sosiego',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  })
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })

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

  it("sells a renewing plan as a Stripe subscription for the member's customer", async () => {
    const member = await subscribed('full-anual')
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)
    expect(created?.form.get('mode')).toBe('subscription')
    expect(created?.form.get('line_items[0][price_data][recurring][interval]')).toBe('year')
    expect(created?.form.get('line_items[0][price_data][unit_amount]')).toBe(String(member.plan.priceCents))
    const [customer] = await db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, member.user.id))
    expect(customer?.customerId).toMatch(/^cus_/)
    expect(created?.form.get('customer')).toBe(customer?.customerId)
    expect(created?.form.get('customer_email')).toBeNull()
    expect(created?.form.get('subscription_data[metadata][orderId]')).toBe(
      created?.form.get('client_reference_id'),
    )

    await completed(member)
    const sub = await providerSubOf(member.user.id)
    expect(sub).toMatchObject({
      externalId: member.subscriptionId,
      status: 'active',
      cancelAtPeriodEnd: false,
    })
    expect((await accessOf(member.user.id))?.status).toBe('active')
  })

  it('gives one customer to concurrent purchases of one member, never two', async () => {
    const member = await signedInUser(app, db)
    const [full, annual] = [await planBySlug(db, 'full'), await planBySlug(db, 'full-anual')]
    const before = stripe.requests.filter((r) => r.path === '/v1/customers').length
    stripe.delayCustomers(300)
    try {
      const answers = await Promise.all(
        [full, annual, full, annual, full, annual].map((plan) =>
          member.client.post('/api/payments/create-checkout-session', {
            planId: plan.id,
            immediateStart: true,
          }),
        ),
      )
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    } finally {
      stripe.delayCustomers(0)
    }
    expect(stripe.requests.filter((r) => r.path === '/v1/customers').length - before).toBe(1)
    const rows = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, member.user.id))
    expect(rows).toHaveLength(1)
    const sessions = stripe.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.form.get('customer') === rows[0]?.customerId,
    )
    expect(sessions.length).toBe(2)
  })

  it('renews on invoice.paid: the paid date moves on, one order row and one receipt however often it arrives', async () => {
    const member = await subscribed('full')
    await completed(member)
    const start = new Date()
    const first = stripe.invoice(member.subscriptionId, {
      billingReason: 'subscription_create',
      paid: true,
      periodStart: unix(start),
      periodEnd: unix(start) + 30 * DAY_S,
      amount: member.plan.priceCents,
    })
    expect(await webhook(stripe.signedEvent('invoice.paid', first))).toBe(200)
    const purchase = (await ordersOf(member.user.id))[0]
    expect(purchase?.providerPaymentRef).toBe(first.payments.data[0]?.payment.payment_intent)

    const periodEnd = unix(start) + 60 * DAY_S
    const renewal = stripe.invoice(member.subscriptionId, {
      billingReason: 'subscription_cycle',
      paid: true,
      periodStart: unix(start) + 30 * DAY_S,
      periodEnd,
      amount: member.plan.priceCents,
    })
    const event = stripe.signedEvent('invoice.paid', renewal)
    expect(await webhook(event)).toBe(200)
    expect(await webhook(event)).toBe(200)
    // The same invoice under another event id (Stripe may send both): still one row.
    expect(await webhook(stripe.signedEvent('invoice.paid', renewal))).toBe(200)

    const orders = await ordersOf(member.user.id)
    expect(orders.map((o) => [o.kind, o.status])).toEqual([
      ['purchase', 'completed'],
      ['renewal', 'completed'],
    ])
    expect((await accessOf(member.user.id))?.endDate?.getTime()).toBe(periodEnd * 1000)
    const receipts = (await subjects(member.user.email)).filter((s) =>
      s?.startsWith('Recibo de tu renovación'),
    )
    expect(receipts).toHaveLength(1)
    // Paid up to that date: usable until then, not after.
    expect(
      (await entitlementsOf(db, member.user.id, new Date((periodEnd - 60) * 1000))).subscriptionId,
    ).not.toBeNull()
    expect(
      (await entitlementsOf(db, member.user.id, new Date((periodEnd + 60) * 1000))).subscriptionId,
    ).toBeNull()
  })

  it('applies events that overtake the checkout: the purchase is fulfilled first, each event once', async () => {
    const member = await signedInUser(app, db)
    const plan = await planBySlug(db, 'full')
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    const session = stripe.pay(res.json().data.sessionId, 30)
    const subscriptionId = session.subscription as string
    const now = unix(new Date())
    // A renewal and a cancellation arrive before checkout.session.completed.
    const renewal = stripe.invoice(subscriptionId, {
      billingReason: 'subscription_cycle',
      paid: true,
      periodStart: now + 30 * DAY_S,
      periodEnd: now + 60 * DAY_S,
      amount: plan.priceCents,
    })
    expect(await webhook(stripe.signedEvent('invoice.paid', renewal))).toBe(200)
    const sub = stripe.subscriptions.get(subscriptionId)
    expect(sub).toBeDefined()
    const cancelled = { ...sub, cancel_at_period_end: true }
    expect(
      await webhook(stripe.signedEvent('customer.subscription.updated', cancelled, undefined, now + 5)),
    ).toBe(200)
    expect(await webhook(stripe.signedEvent('checkout.session.completed', session))).toBe(200)

    const orders = await ordersOf(member.user.id)
    expect(orders.map((o) => o.kind).sort()).toEqual(['cancellation', 'purchase', 'renewal'])
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id)),
    ).toHaveLength(1)
    expect(await providerSubOf(member.user.id)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' })
    expect((await accessOf(member.user.id))?.endDate?.getTime()).toBe((now + 60 * DAY_S) * 1000)
  })

  it('keeps the newest subscription state when updates arrive out of order', async () => {
    const member = await subscribed('full')
    await completed(member)
    const sub = stripe.subscriptions.get(member.subscriptionId)
    const now = unix(new Date())
    const resumed = stripe.signedEvent(
      'customer.subscription.updated',
      { ...sub, cancel_at_period_end: false },
      undefined,
      now + 20,
    )
    const cancelled = stripe.signedEvent(
      'customer.subscription.updated',
      { ...sub, cancel_at_period_end: true },
      undefined,
      now + 10,
    )
    expect(await webhook(cancelled)).toBe(200)
    expect(await webhook(resumed)).toBe(200)
    expect((await providerSubOf(member.user.id))?.cancelAtPeriodEnd).toBe(false)
    // The same two, the other way round: the older one is ignored.
    const member2 = await subscribed('full')
    await completed(member2)
    const sub2 = stripe.subscriptions.get(member2.subscriptionId)
    expect(
      await webhook(
        stripe.signedEvent(
          'customer.subscription.updated',
          { ...sub2, cancel_at_period_end: false },
          undefined,
          now + 20,
        ),
      ),
    ).toBe(200)
    expect(
      await webhook(
        stripe.signedEvent(
          'customer.subscription.updated',
          { ...sub2, cancel_at_period_end: true },
          undefined,
          now + 10,
        ),
      ),
    ).toBe(200)
    expect((await providerSubOf(member2.user.id))?.cancelAtPeriodEnd).toBe(false)
    expect((await ordersOf(member2.user.id)).map((o) => o.kind)).toEqual(['purchase'])
  })

  it('declines and retries: a failed row and a card e-mail per attempt, then paid, then the final failure ends it', async () => {
    const member = await subscribed('full')
    await completed(member)
    const start = new Date()
    const periodStart = unix(start) + 30 * DAY_S
    const invoiceId = `in_retry_${member.user.id.slice(0, 8)}`
    const attempt = (n: number) =>
      stripe.invoice(member.subscriptionId, {
        id: invoiceId,
        billingReason: 'subscription_cycle',
        paid: false,
        attempt: n,
        nextAttempt: periodStart + n * 3 * DAY_S,
        periodStart,
        periodEnd: periodStart + 30 * DAY_S,
        amount: member.plan.priceCents,
      })
    const failed1 = stripe.signedEvent('invoice.payment_failed', attempt(1), undefined, periodStart + 60)
    expect(await webhook(failed1)).toBe(200)
    expect(await webhook(failed1)).toBe(200)
    expect(
      await webhook(
        stripe.signedEvent('invoice.payment_failed', attempt(2), undefined, periodStart + 3 * DAY_S),
      ),
    ).toBe(200)
    expect((await providerSubOf(member.user.id))?.status).toBe('past_due')
    const declined = (await mailsTo(member.user.email)).filter((m) =>
      m.subject?.startsWith('No pudimos cobrar'),
    )
    expect(declined).toHaveLength(2)
    expect(declined[0]?.text).toContain(`${config.appUrl}/panel/suscripcion?tarjeta=1`)
    // The card link leads to Stripe's customer portal for this member's customer.
    const portal = await member.client.post('/api/payments/billing-portal')
    expect(portal.statusCode).toBe(200)
    expect(portal.json().data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/cus_/)

    const paid = stripe.invoice(member.subscriptionId, {
      id: invoiceId,
      billingReason: 'subscription_cycle',
      paid: true,
      attempt: 3,
      periodStart,
      periodEnd: periodStart + 30 * DAY_S,
      amount: member.plan.priceCents,
    })
    expect(await webhook(stripe.signedEvent('invoice.paid', paid, undefined, periodStart + 6 * DAY_S))).toBe(
      200,
    )
    expect((await providerSubOf(member.user.id))?.status).toBe('active')
    expect((await ordersOf(member.user.id)).map((o) => [o.kind, o.status])).toEqual([
      ['purchase', 'completed'],
      ['renewal', 'failed'],
      ['renewal', 'failed'],
      ['renewal', 'completed'],
    ])

    // The next period's retries all fail: Stripe deletes the subscription. Access stays to the date paid.
    const ended = {
      ...stripe.subscriptions.get(member.subscriptionId),
      status: 'canceled',
      ended_at: periodStart + 33 * DAY_S,
    }
    const deleted = stripe.signedEvent('customer.subscription.deleted', ended)
    expect(await webhook(deleted)).toBe(200)
    expect(await webhook(deleted)).toBe(200)
    expect((await providerSubOf(member.user.id))?.status).toBe('ended')
    expect((await ordersOf(member.user.id)).filter((o) => o.kind === 'ended')).toHaveLength(1)
    expect((await subjects(member.user.email)).filter((s) => s?.includes('ha terminado'))).toHaveLength(1)
    expect((await accessOf(member.user.id))?.endDate?.getTime()).toBe((periodStart + 30 * DAY_S) * 1000)
    // A late update after the end changes nothing.
    const late = stripe.signedEvent('customer.subscription.updated', {
      ...ended,
      status: 'active',
      cancel_at_period_end: true,
    })
    expect(await webhook(late)).toBe(200)
    expect((await providerSubOf(member.user.id))?.status).toBe('ended')
  })

  it("'Cancelar renovación' and 'Reanudar' go to Stripe, with one row and one e-mail each, and the webhook's echo adds nothing", async () => {
    const member = await subscribed('full')
    await completed(member)
    const cancel = await member.client.post('/api/payments/subscription/cancel-renewal')
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().data).toMatchObject({ renews: true, cancelAtPeriodEnd: true })
    const update = stripe.requests
      .filter((r) => r.path === `/v1/subscriptions/${member.subscriptionId}`)
      .at(-1)
    expect(update?.form.get('cancel_at_period_end')).toBe('true')
    // Stripe's own event for the change, created just before our answer: nothing more happens.
    const echo = stripe.signedEvent(
      'customer.subscription.updated',
      stripe.subscriptions.get(member.subscriptionId) as object,
      undefined,
      unix(new Date()) - 1,
    )
    expect(await webhook(echo)).toBe(200)
    expect((await member.client.post('/api/payments/subscription/cancel-renewal')).statusCode).toBe(409)

    const resume = await member.client.post('/api/payments/subscription/resume')
    expect(resume.statusCode).toBe(200)
    expect(resume.json().data.cancelAtPeriodEnd).toBe(false)
    expect(stripe.subscriptions.get(member.subscriptionId)?.cancel_at_period_end).toBe(false)
    expect((await ordersOf(member.user.id)).map((o) => o.kind)).toEqual([
      'purchase',
      'cancellation',
      'resumption',
    ])
    const mails = await subjects(member.user.email)
    expect(mails.filter((s) => s?.startsWith('Has cancelado la renovación'))).toHaveLength(1)
    expect(mails.filter((s) => s?.startsWith('Has reanudado la renovación'))).toHaveLength(1)
  })

  it("'Desistir del contrato' within 14 days: Stripe refunds the unused days, the subscription stops now, access ends", async () => {
    const member = await subscribed('full')
    await completed(member)
    const start = new Date()
    const first = stripe.invoice(member.subscriptionId, {
      billingReason: 'subscription_create',
      paid: true,
      periodStart: unix(start),
      periodEnd: unix(start) + 30 * DAY_S,
      amount: member.plan.priceCents,
    })
    await webhook(stripe.signedEvent('invoice.paid', first))
    // Ten days of listening (issue 27): the member asked to start at once, so days begun are paid.
    const tenDays = 10 * DAY_MS + 3_600_000
    const [purchase] = await ordersOf(member.user.id)
    await db
      .update(paymentOrders)
      .set({ completedAt: new Date(Date.now() - tenDays) })
      .where(eq(paymentOrders.id, purchase?.id as string))
    const access = await accessOf(member.user.id)
    if (!access?.endDate) throw new Error('no access row')
    await db
      .update(subscriptions)
      .set({
        startDate: new Date(access.startDate.getTime() - tenDays),
        endDate: new Date(access.endDate.getTime() - tenDays),
      })
      .where(eq(subscriptions.id, access.id))
    const refundCents = Math.floor((member.plan.priceCents * (30 - 11)) / 30)
    const state = await member.client.get('/api/payments/subscription/renewal')
    expect(state.json().data.withdrawableUntil).not.toBeNull()
    expect(state.json().data).toMatchObject({
      withdrawalRefundAmount: refundCents / 100,
      withdrawalCurrency: 'USD',
    })

    const res = await member.client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ refundAmount: refundCents / 100, currency: 'USD' })
    const refund = stripe.refunds.at(-1)
    expect(refund).toMatchObject({
      payment_intent: first.payments.data[0]?.payment.payment_intent,
      amount: refundCents,
      idempotencyKey: `refund-${purchase?.id}`,
    })
    expect(stripe.subscriptions.get(member.subscriptionId)?.status).toBe('canceled')
    expect((await entitlementsOf(db, member.user.id, new Date())).subscriptionId).toBeNull()
    expect((await accessOf(member.user.id))?.status).toBe('cancelled')
    const withdrawal = (await ordersOf(member.user.id)).find((o) => o.kind === 'withdrawal')
    expect(withdrawal).toMatchObject({ status: 'refunded', amountCents: refundCents })
    const ack = (await mailsTo(member.user.email)).find((m) => m.subject?.startsWith('Acuse de recibo'))
    expect(ack?.text).toMatch(/hora peninsular española/)
    expect(ack?.text).toContain(`te devolvemos ${formatMoney(refundCents / 100, 'USD')}`)
    // Stripe's deletion event that follows adds no second "ended" e-mail and no refund twice.
    const deleted = stripe.signedEvent(
      'customer.subscription.deleted',
      stripe.subscriptions.get(member.subscriptionId) as object,
    )
    expect(await webhook(deleted)).toBe(200)
    expect((await member.client.post('/api/payments/subscription/withdraw')).statusCode).toBe(409)
    expect(stripe.refunds.filter((r) => r.payment_intent === refund?.payment_intent)).toHaveLength(1)
    expect((await subjects(member.user.email)).filter((s) => s?.includes('ha terminado'))).toHaveLength(0)
  })

  it('changes nothing when the payment to refund is not known yet (its invoice.paid has not arrived)', async () => {
    const member = await subscribed('full')
    await completed(member)
    const res = await member.client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('payments.refundUnavailable')
    expect(stripe.subscriptions.get(member.subscriptionId)?.status).toBe('active')
    expect((await accessOf(member.user.id))?.status).toBe('active')
    expect((await ordersOf(member.user.id)).map((o) => o.kind)).toEqual(['purchase'])
  })

  it('refuses a withdrawal after the 14 days, and keeps the plan', async () => {
    const member = await subscribed('full')
    await completed(member)
    const [purchase] = await ordersOf(member.user.id)
    await db
      .update(paymentOrders)
      .set({ completedAt: new Date(Date.now() - 14 * DAY_MS - 60_000) })
      .where(and(eq(paymentOrders.id, purchase?.id as string)))
    expect(
      (await member.client.get('/api/payments/subscription/renewal')).json().data.withdrawableUntil,
    ).toBeNull()
    const res = await member.client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('payments.withdrawalExpired')
    expect((await accessOf(member.user.id))?.status).toBe('active')
  })

  it('account deletion cancels the renewing subscription with Stripe first; its orders stay without the person', async () => {
    const member = await subscribed('full')
    await completed(member)
    const res = await member.client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(stripe.subscriptions.get(member.subscriptionId)?.status).toBe('canceled')
    const orders = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerSessionId, member.sessionId))
    expect(orders).toHaveLength(1)
    expect(orders[0]?.userId).toBeNull()
    // Stripe's deletion event that follows finds nobody and is accepted, not retried forever.
    const deleted = stripe.signedEvent(
      'customer.subscription.deleted',
      stripe.subscriptions.get(member.subscriptionId) as object,
    )
    expect(await webhook(deleted)).toBe(200)
  })

  it('a provider that cannot stop the subscription stops the deletion, so nobody is charged for a deleted account', async () => {
    const member = await subscribed('full')
    await completed(member)
    stripe.setSubscriptionsDown(true)
    try {
      const res = await member.client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('payments.providerUnavailable')
      expect((await accessOf(member.user.id))?.status).toBe('active')
    } finally {
      stripe.setSubscriptionsDown(false)
    }
    expect(stripe.subscriptions.get(member.subscriptionId)?.status).toBe('active')
  })
})
