import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { invoices, paymentCustomers, subscriptions } from '../../../db/schema/index.ts'
import { entitlementsOf } from '../subscriptions/entitlements.ts'
import { DAY_S, stripeRenewalsApp, unix } from './stripe-renewals.test-helpers.ts'

/**
 * Issue 18 with Stripe Billing: renewing plans bought in subscription mode for one customer per user,
 * and the subscription's events (invoices paid and declined, updated, deleted) applied once each, in
 * any order, against the fake Stripe server with real signatures. What the member does to a renewing
 * plan (cancel, resume, withdraw, delete the account): stripe-renewals-member-actions.test.ts.
 */
describe('renewing plans with Stripe', async () => {
  const renewals = await stripeRenewalsApp()
  const { stripe, app, db, config, webhook, subscribed, completed, paidFirstInvoice } = renewals
  const { subjects, mailsTo, ordersOf, accessOf, providerSubOf } = renewals

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
    const first = paidFirstInvoice(member, start)
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
    // Issue 32: one invoice each for the purchase and the renewal, however often the event arrived.
    const issued = await db.select().from(invoices).where(eq(invoices.userId, member.user.id))
    expect(issued.map((invoice) => invoice.orderId).sort()).toEqual(orders.map((order) => order.id).sort())
    expect(issued.map((invoice) => invoice.totalCents)).toEqual([
      member.plan.priceCents,
      member.plan.priceCents,
    ])
    // Paid up to that date: usable until then, not after.
    expect(
      (await entitlementsOf(db, member.user.id, new Date((periodEnd - 60) * 1000))).subscriptionId,
    ).not.toBeNull()
    expect(
      (await entitlementsOf(db, member.user.id, new Date((periodEnd + 60) * 1000))).subscriptionId,
    ).toBeNull()
  })

  it('invoices a first charge the checkout did not take (a purchase during the trial) when it is paid, once (issue 32)', async () => {
    const member = await subscribed('full')
    await completed(member)
    // As a purchase whose first charge waits for the trial's end: nothing was invoiced at checkout.
    await db.delete(invoices).where(eq(invoices.userId, member.user.id))
    const first = paidFirstInvoice(member, new Date())
    expect(await webhook(stripe.signedEvent('invoice.paid', first))).toBe(200)
    expect(await webhook(stripe.signedEvent('invoice.paid', first))).toBe(200)
    const [purchase] = await ordersOf(member.user.id)
    const issued = await db.select().from(invoices).where(eq(invoices.userId, member.user.id))
    expect(issued).toHaveLength(1)
    expect(issued[0]).toMatchObject({
      orderId: purchase?.id,
      totalCents: member.plan.priceCents,
      series: 'F',
    })
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

  it('keeps the plan while Stripe retries a declined renewal, ends it after the last retry, and a paid retry restores the period (issue 32)', async () => {
    const member = await subscribed('full')
    await completed(member)
    const paidTo = (await accessOf(member.user.id))?.endDate as Date
    const end = unix(paidTo)
    const reaches = async (seconds: number) =>
      (await entitlementsOf(db, member.user.id, new Date(seconds * 1000))).subscriptionId !== null
    const invoiceId = `in_grace_${member.user.id.slice(0, 8)}`
    const attempt = (n: number, nextAttempt: number | null, paid = false) =>
      stripe.invoice(member.subscriptionId, {
        id: invoiceId,
        billingReason: 'subscription_cycle',
        paid,
        attempt: n,
        nextAttempt: nextAttempt ?? undefined,
        periodStart: end,
        periodEnd: end + 30 * DAY_S,
        amount: member.plan.priceCents,
      })
    const failed = (n: number, next: number | null, at: number) =>
      webhook(stripe.signedEvent('invoice.payment_failed', attempt(n, next), undefined, at))
    expect(await failed(1, end + 3 * DAY_S, end + 60)).toBe(200)
    // Past the paid date while Stripe retries: the plan is kept, shown active and pending payment.
    expect(await reaches(end + 2 * DAY_S)).toBe(true)
    expect(await reaches(end + 4 * DAY_S + 60)).toBe(false) // no answer a day after the retry
    expect(await failed(2, end + 7 * DAY_S, end + 3 * DAY_S)).toBe(200)
    expect(await reaches(end + 6 * DAY_S)).toBe(true)
    // The last retry fails (no next attempt): Stripe gives up and access ends with it.
    expect(await failed(3, null, end + 7 * DAY_S)).toBe(200)
    expect(await reaches(end + 7 * DAY_S + 60)).toBe(false)

    const other = await subscribed('full')
    await completed(other)
    const otherEnd = unix((await accessOf(other.user.id))?.endDate as Date)
    const otherInvoice = (paid: boolean, n: number) =>
      stripe.invoice(other.subscriptionId, {
        id: `in_grace_${other.user.id.slice(0, 8)}`,
        billingReason: 'subscription_cycle',
        paid,
        attempt: n,
        nextAttempt: paid ? undefined : otherEnd + 3 * DAY_S,
        periodStart: otherEnd,
        periodEnd: otherEnd + 30 * DAY_S,
        amount: other.plan.priceCents,
      })
    const failedOnce = stripe.signedEvent(
      'invoice.payment_failed',
      otherInvoice(false, 1),
      undefined,
      otherEnd + 60,
    )
    expect(await webhook(failedOnce)).toBe(200)
    const pastDue = stripe.signedEvent(
      'customer.subscription.updated',
      { ...stripe.subscriptions.get(other.subscriptionId), status: 'past_due' },
      undefined,
      otherEnd + 61,
    )
    expect(await webhook(pastDue)).toBe(200)
    expect((await providerSubOf(other.user.id))?.status).toBe('past_due')
    const paid = stripe.signedEvent('invoice.paid', otherInvoice(true, 2), undefined, otherEnd + 3 * DAY_S)
    expect(await webhook(paid)).toBe(200)
    expect(await providerSubOf(other.user.id)).toMatchObject({ status: 'active' })
    expect(await accessOf(other.user.id)).toMatchObject({ graceUntil: null, status: 'active' })
    expect(
      (await entitlementsOf(db, other.user.id, new Date((otherEnd + 20 * DAY_S) * 1000))).subscriptionId,
    ).not.toBeNull()
  })

  it('ends the grace when Stripe marks a retried subscription unpaid (issue 32)', async () => {
    const member = await subscribed('full')
    await completed(member)
    const end = unix((await accessOf(member.user.id))?.endDate as Date)
    const invoice = stripe.invoice(member.subscriptionId, {
      id: `in_unpaid_${member.user.id.slice(0, 8)}`,
      billingReason: 'subscription_cycle',
      paid: false,
      attempt: 1,
      nextAttempt: end + 3 * DAY_S,
      periodStart: end,
      periodEnd: end + 30 * DAY_S,
      amount: member.plan.priceCents,
    })
    expect(await webhook(stripe.signedEvent('invoice.payment_failed', invoice, undefined, end + 60))).toBe(
      200,
    )
    const at = new Date((end + DAY_S) * 1000)
    expect((await entitlementsOf(db, member.user.id, at)).subscriptionId).not.toBeNull()
    const unpaid = stripe.signedEvent(
      'customer.subscription.updated',
      { ...stripe.subscriptions.get(member.subscriptionId), status: 'unpaid' },
      undefined,
      end + 8 * DAY_S,
    )
    expect(await webhook(unpaid)).toBe(200)
    expect((await entitlementsOf(db, member.user.id, at)).subscriptionId).toBeNull()
  })
})
