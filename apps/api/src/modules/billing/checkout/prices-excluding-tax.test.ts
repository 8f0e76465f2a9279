import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { createStripeTestApp } from '../../../../test/stripe-server.ts'
import {
  billingDetails,
  invoices,
  localCheckoutSessions,
  outbox,
  paymentOrders,
  providerSubscriptions,
  subscriptions,
} from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const at = (date: Date, deltaMs: number) => new Date(date.getTime() + deltaMs)
/** Full costs 19,99 in the demo's catalogue; 21 % on top is 4,20 (4,1979 rounded to the cent). */
const FULL_PRICE = 1999
const FULL_TOTAL = 2419
/** Intl writes a no-break space before the currency. */
const text = (html: string) => html.replaceAll('\u00a0', ' ')
const canarias = { address: 'Calle Mayor 3', postalCode: '38001', city: 'Santa Cruz de Tenerife' }

/**
 * Issue 32, decision 113 "Tax": with PRICES_INCLUDE_TAX=false the buyer is charged the price plus
 * TAX_RATE, end to end — the order, the provider's session, the renewals — and the invoice splits it
 * back into the plan's price and the IVA. A buyer in Canarias (billing details given before buying)
 * is charged the price alone.
 */
describe('prices that exclude tax are charged with it (local provider)', async () => {
  const { app, db, config } = await createTestApp({ env: { PRICES_INCLUDE_TAX: 'false' } })
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })

  async function checkout(slug: string, details?: Partial<typeof billingDetails.$inferInsert>) {
    const member = await signedInUser(app, db)
    if (details) await db.insert(billingDetails).values({ userId: member.user.id, ...details })
    const plan = await planBySlug(db, slug)
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    const path = new URL(res.json().url).pathname
    return { ...member, plan, path }
  }
  const pay = async (path: string) => {
    const paid = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { ...form, origin: config.appUrl },
    })
    expect(paid.statusCode).toBe(303)
  }
  const ordersOf = (userId: string) =>
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(paymentOrders.createdAt)
  const invoicesOf = (userId: string) =>
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(invoices.issuedAt)

  it('charges price + IVA at checkout, shows the sum on the hosted page, and invoices the price as the base', async () => {
    const { user, plan, path, client } = await checkout('full')
    expect(plan.priceCents).toBe(FULL_PRICE)
    const [order] = await ordersOf(user.id)
    expect(order?.amountCents).toBe(FULL_TOTAL)
    const [session] = await db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.reference, order?.id ?? ''))
    expect(session?.amountCents).toBe(FULL_TOTAL)
    const page = await client.get(path)
    // Precio + IVA = Importe, the last what 'Pagar' charges.
    expect(text(page.body)).toContain(
      '<dt>Precio</dt><dd>19,99 US$</dd>\n<dt>IVA (21 %)</dt><dd>+ 4,20 US$</dd>\n<dt>Importe</dt><dd class="amount">24,19 US$ / mes</dd>',
    )
    expect(text(page.body)).not.toContain('IVA incluido')

    await pay(path)
    const [invoice] = await invoicesOf(user.id)
    expect(invoice).toMatchObject({
      baseCents: FULL_PRICE,
      taxCents: FULL_TOTAL - FULL_PRICE,
      totalCents: FULL_TOTAL,
      taxRateBasisPoints: 2100,
    })
    // The plan's HTTP price stays the catalogue's (the spec's field): the tax is the checkout's.
    const plans = await client.get('/api/plans/name/full')
    expect(plans.json().data.price).toBe(19.99)
  })

  it('renews at the same total: the provider subscription keeps it and the renewal invoice splits it the same', async () => {
    const { user, path } = await checkout('full')
    await pay(path)
    const [sub] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, user.id))
    expect(sub?.amountCents).toBe(FULL_TOTAL)
    await app.billing.scheduler.runOnce(at(sub?.currentPeriodEnd ?? new Date(), 1000))
    const renewal = (await ordersOf(user.id)).find((order) => order.kind === 'renewal')
    expect(renewal).toMatchObject({ status: 'completed', amountCents: FULL_TOTAL })
    const renewalInvoice = (await invoicesOf(user.id)).find((invoice) => invoice.orderId === renewal?.id)
    expect(renewalInvoice).toMatchObject({ baseCents: FULL_PRICE, totalCents: FULL_TOTAL })
  })

  it('charges a buyer in Canarias the price alone, says so, and invoices it at 0 %', async () => {
    const { user, path, client } = await checkout('full', canarias)
    expect((await ordersOf(user.id))[0]?.amountCents).toBe(FULL_PRICE)
    const page = await client.get(path)
    expect(text(page.body)).toContain('19,99 US$ / mes · Sin IVA (destinatario en Canarias)')
    await pay(path)
    expect((await invoicesOf(user.id))[0]).toMatchObject({
      baseCents: FULL_PRICE,
      taxCents: 0,
      totalCents: FULL_PRICE,
    })
  })

  it("the trial's reminder lists the plans with '+ IVA'", async () => {
    const member = await signedInUser(app, db)
    const trial = await planBySlug(db, 'prueba-gratuita')
    await member.client.post('/api/payments/create-checkout-session', { planId: trial.id })
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id))
    await app.billing.scheduler.runOnce(at(row?.endDate ?? new Date(), -3 * DAY_MS + 60_000))
    const [reminder] = await db.select().from(outbox).where(eq(outbox.to, member.user.email))
    expect(text(reminder?.text ?? '')).toContain('Full: 19,99 US$ + IVA / mes')
  })

  it('a session opened before the billing details changed the amount is not handed out again', async () => {
    const { user, client, plan } = await checkout('full')
    await db.insert(billingDetails).values({ userId: user.id, ...canarias })
    const again = await client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(again.statusCode).toBe(200)
    expect((await ordersOf(user.id)).map((order) => [order.status, order.amountCents])).toEqual([
      ['canceled', FULL_TOTAL],
      ['intent_created', FULL_PRICE],
    ])
  })
})

describe('prices that include tax (the default) are charged as they are', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })

  it('charges the price and says IVA incluido on the hosted page', async () => {
    const member = await signedInUser(app, db)
    const plan = await planBySlug(db, 'full')
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.user.id))
    expect(order?.amountCents).toBe(FULL_PRICE)
    const page = await member.client.get(new URL(res.json().url).pathname)
    expect(text(page.body)).toContain('19,99 US$ / mes · IVA incluido')
  })
})

describe('prices that exclude tax are charged with it (Stripe)', async () => {
  const { stripe, app, db, config } = await createStripeTestApp('whsec_test_prices_excluding_tax')
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })
  // The app above was built with the default rule; this one is the same database with prices before tax.
  const ctx = app.billing.ctx
  beforeAll(() => {
    ctx.invoicing.pricesIncludeTax = false
  })

  it('asks Stripe for price + IVA on the line item, renewing or one-off, and checks the paid session against it', async () => {
    for (const slug of ['full', 'full-anual']) {
      const member = await signedInUser(app, db)
      const plan = await planBySlug(db, slug)
      const res = await member.client.post('/api/payments/create-checkout-session', {
        planId: plan.id,
        immediateStart: true,
      })
      expect(res.statusCode, res.body).toBe(200)
      const request = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)
      const total = plan.priceCents + Math.round((plan.priceCents * 21) / 100)
      expect(Number(request?.form.get('line_items[0][price_data][unit_amount]'))).toBe(total)
      // The recurring price Stripe renews at is the same line item's.
      expect(request?.form.get('line_items[0][price_data][recurring][interval]')).toBe(
        slug === 'full' ? 'month' : 'year',
      )
      const session = stripe.pay(res.json().data.sessionId, plan.durationDays)
      expect(session.amount_total).toBe(total)
      const webhook = stripe.signedEvent('checkout.session.completed', session)
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
        payload: webhook.payload,
      })
      expect(delivered.statusCode).toBe(200)
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.user.id))
      expect(order).toMatchObject({ status: 'completed', amountCents: total })
      const [sub] = await db
        .select()
        .from(providerSubscriptions)
        .where(eq(providerSubscriptions.userId, member.user.id))
      expect(sub?.amountCents).toBe(total)
      const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, member.user.id))
      expect(invoice).toMatchObject({ baseCents: plan.priceCents, totalCents: total })
    }
  })
})
