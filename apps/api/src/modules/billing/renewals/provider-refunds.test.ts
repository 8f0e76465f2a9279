import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices, paymentOrders } from '../../../db/schema/index.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'
import { stripeRenewalsApp } from './stripe-renewals.test-helpers.ts'

/**
 * Issue 32: a refund made at the provider (staff in Stripe's dashboard) gives a rectifying invoice,
 * series R, for the amount refunded, against the refunded charge's invoice — once per refund, however
 * many of its events arrive, and never a second one for a withdrawal's own refund. The events are
 * signed with the Stripe SDK's own test signature, as Stripe would post them.
 */
describe('refunds made at Stripe', async () => {
  const renewals = await stripeRenewalsApp()
  const { stripe, db, webhook, subscribed, completed, paidFirstInvoice, ordersOf, accessOf, mailsTo } =
    renewals

  const invoicesOf = (userId: string) =>
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(invoices.issuedAt, invoices.series)

  /** A member whose first charge (the purchase) is paid and invoiced; its payment intent. */
  async function paidMember() {
    const member = await subscribed('full')
    await completed(member)
    const first = paidFirstInvoice(member, new Date())
    expect(await webhook(stripe.signedEvent('invoice.paid', first))).toBe(200)
    const paymentIntent = first.payments.data[0]?.payment.payment_intent as string
    return { ...member, paymentIntent }
  }

  it('a partial refund gives one rectifying invoice for its amount, whichever of its events arrive, as often as they do', async () => {
    const member = await paidMember()
    const [original] = await invoicesOf(member.user.id)
    expect(original).toMatchObject({ series: 'F', totalCents: member.plan.priceCents })

    const refund = stripe.refundObject({ paymentIntent: member.paymentIntent, amount: 500 })
    expect(await webhook(stripe.signedEvent('refund.created', refund))).toBe(200)
    // The same refund again: a retried delivery, its update, and the charge's own event listing it.
    expect(await webhook(stripe.signedEvent('refund.created', refund))).toBe(200)
    expect(await webhook(stripe.signedEvent('refund.updated', refund))).toBe(200)
    const charge = {
      id: refund.charge,
      object: 'charge',
      payment_intent: member.paymentIntent,
      amount_refunded: 500,
      refunds: { object: 'list', data: [{ ...refund, payment_intent: null }] },
    }
    expect(await webhook(stripe.signedEvent('charge.refunded', charge))).toBe(200)

    const rectifying = (await invoicesOf(member.user.id)).filter((invoice) => invoice.series === 'R')
    expect(rectifying).toHaveLength(1)
    expect(rectifying[0]).toMatchObject({
      rectifiesId: original?.id,
      totalCents: -500,
      baseCents: -413,
      taxCents: -87,
      buyerEmail: member.user.email,
    })
    const refunds = (await ordersOf(member.user.id)).filter((order) => order.kind === 'refund')
    expect(refunds).toMatchObject([{ status: 'refunded', amountCents: 500, providerPaymentRef: refund.id }])
    expect(rectifying[0]?.orderId).toBe(refunds[0]?.id)
    // The member is sent it once, attached.
    const told = (await mailsTo(member.user.email)).filter((mail) =>
      mail.subject?.startsWith('Te hemos devuelto'),
    )
    expect(told).toHaveLength(1)
    expect(told[0]?.text).toContain(`factura rectificativa ${rectifying[0]?.code}`)
    expect(told[0]?.attachments).toEqual([
      expect.objectContaining({ filename: `factura-rectificativa-${rectifying[0]?.code}.pdf` }),
    ])
    // A refund changes no access: staff end a plan, if they mean to, as a separate act.
    expect((await accessOf(member.user.id))?.status).toBe('active')
  })

  it('a second refund of the same charge gives its own invoice, and never more back than was charged', async () => {
    const member = await paidMember()
    const price = member.plan.priceCents
    await webhook(
      stripe.signedEvent(
        'refund.created',
        stripe.refundObject({ paymentIntent: member.paymentIntent, amount: 1000 }),
      ),
    )
    await webhook(
      stripe.signedEvent(
        'refund.created',
        stripe.refundObject({ paymentIntent: member.paymentIntent, amount: price }),
      ),
    )
    const rectifying = (await invoicesOf(member.user.id)).filter((invoice) => invoice.series === 'R')
    expect(rectifying.map((invoice) => invoice.totalCents)).toEqual([-1000, -(price - 1000)])
    expect(new Set(rectifying.map((invoice) => invoice.code)).size).toBe(2)
  })

  it('waits for a pending refund to succeed, and refunds a renewal against the renewal’s invoice', async () => {
    const member = await paidMember()
    const start = (await accessOf(member.user.id))?.endDate ?? new Date()
    const renewal = stripe.invoice(member.subscriptionId, {
      billingReason: 'subscription_cycle',
      paid: true,
      periodStart: Math.floor(start.getTime() / 1000),
      periodEnd: Math.floor((start.getTime() + 30 * DAY_MS) / 1000),
      amount: member.plan.priceCents,
    })
    expect(await webhook(stripe.signedEvent('invoice.paid', renewal))).toBe(200)
    const renewalIntent = renewal.payments.data[0]?.payment.payment_intent as string
    const pending = stripe.refundObject({ paymentIntent: renewalIntent, amount: 300, status: 'pending' })
    expect(await webhook(stripe.signedEvent('refund.created', pending))).toBe(200)
    expect((await invoicesOf(member.user.id)).filter((invoice) => invoice.series === 'R')).toHaveLength(0)
    expect(await webhook(stripe.signedEvent('refund.updated', { ...pending, status: 'succeeded' }))).toBe(200)
    const renewalOrder = (await ordersOf(member.user.id)).find((order) => order.kind === 'renewal')
    const [renewalInvoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, renewalOrder?.id ?? ''))
    const [rectifying] = (await invoicesOf(member.user.id)).filter((invoice) => invoice.series === 'R')
    expect(rectifying).toMatchObject({ rectifiesId: renewalInvoice?.id, totalCents: -300 })
  })

  it("a withdrawal's own refund is invoiced once, by the withdrawal, whenever Stripe's events for it arrive", async () => {
    const member = await paidMember()
    const res = await member.client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(200)
    const asked = stripe.refunds.at(-1)
    expect(asked?.metadata).toEqual({ sosiegoWithdrawalOf: (await ordersOf(member.user.id))[0]?.id })
    const echo = stripe.refundObject({
      id: asked?.id,
      paymentIntent: member.paymentIntent,
      amount: asked?.amount ?? 0,
      metadata: asked?.metadata,
    })
    expect(await webhook(stripe.signedEvent('refund.created', echo))).toBe(200)
    // Even without the mark (a refund asked before it existed), its id on the withdrawal's row says so.
    expect(await webhook(stripe.signedEvent('refund.updated', { ...echo, metadata: {} }))).toBe(200)
    const rectifying = (await invoicesOf(member.user.id)).filter((invoice) => invoice.series === 'R')
    expect(rectifying).toHaveLength(1)
    expect((await ordersOf(member.user.id)).map((order) => order.kind)).toEqual(['purchase', 'withdrawal'])
  })

  it('a refund of a payment we never charged changes nothing', async () => {
    const before = (await db.select({ id: invoices.id }).from(invoices)).length
    const orders = (await db.select({ id: paymentOrders.id }).from(paymentOrders)).length
    const stranger = stripe.refundObject({ paymentIntent: 'pi_unknown_to_us', amount: 999 })
    expect(await webhook(stripe.signedEvent('refund.created', stranger))).toBe(200)
    expect((await db.select({ id: invoices.id }).from(invoices)).length).toBe(before)
    expect((await db.select({ id: paymentOrders.id }).from(paymentOrders)).length).toBe(orders)
  })
})
