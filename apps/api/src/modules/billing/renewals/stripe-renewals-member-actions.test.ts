import { formatMoney } from '@sosiego/shared'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMBER_PASSWORD } from '../../../../test/billing.ts'
import { invoices, paymentOrders, subscriptions } from '../../../db/schema/index.ts'
import { entitlementsOf } from '../subscriptions/entitlements.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'
import { stripeRenewalsApp, unix } from './stripe-renewals.test-helpers.ts'

/**
 * What a member does to a plan renewing with Stripe Billing (issue 18), against the fake Stripe
 * server: cancelling and resuming the renewal, withdrawing within 14 days (Stripe refunds the unused
 * days, issue 27), and deleting the account, which stops the subscription with Stripe first.
 * Stripe's own events: stripe-renewals-events.test.ts.
 */
describe('renewing plans with Stripe', async () => {
  const renewals = await stripeRenewalsApp()
  const { stripe, db, webhook, subscribed, completed, paidFirstInvoice } = renewals
  const { subjects, mailsTo, ordersOf, accessOf } = renewals

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
    const first = paidFirstInvoice(member, start)
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
    // Issue 32: the refund's rectifying invoice, series R, against the purchase's, attached to the ack.
    const [rectifying] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, withdrawal?.id ?? ''))
    expect(rectifying).toMatchObject({ series: 'R', totalCents: -refundCents })
    expect(rectifying?.rectifiesId).not.toBeNull()
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
