import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { createStripeTestApp } from '../../../../test/stripe-server.ts'
import {
  outbox,
  paymentOrders,
  plans,
  processedWebhookEvents,
  subscriptions,
} from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'

const WEBHOOK_SECRET = 'whsec_test_secret_for_sosiego'

describe('the stripe provider', async () => {
  const { stripe, app, db, config } = await createStripeTestApp(WEBHOOK_SECRET)
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    // The one-off flow (the spec's, kept for plans that do not renew); renewals: stripe-renewals-*.test.ts.
    await db.update(plans).set({ renews: false })
  })

  const webhook = (event: { payload: string; signature: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    })

  /** A member with an open Stripe Checkout session for a plan. */
  async function startPurchase(slug = 'full') {
    const member = await signedInUser(app, db)
    const plan = await planBySlug(db, slug)
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(res.statusCode).toBe(200)
    const sessionId = res.json().data.sessionId as string
    return { ...member, plan, sessionId, url: res.json().url as string }
  }

  const subscriptionsOf = (userId: string) =>
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  const orderOf = async (sessionId: string) =>
    (await db.select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, sessionId)))[0]

  it('creates a hosted Checkout session priced from our plan, with an idempotency key per attempt', async () => {
    const { sessionId, url, user, plan } = await startPurchase('full')
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`)
    const created = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
      .at(-1)
    expect(created?.authorization).toBe('Bearer sk_test_sosiego')
    expect(created?.form.get('line_items[0][price_data][unit_amount]')).toBe(String(plan.priceCents))
    expect(created?.form.get('line_items[0][price_data][currency]')).toBe('usd')
    expect(created?.form.get('mode')).toBe('payment')
    expect(created?.form.get('customer_email')).toBe(user.email)
    expect(created?.form.get('success_url')).toBe(
      `${config.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    )
    const order = await orderOf(sessionId)
    expect(created?.idempotencyKey).toBe(order?.idempotencyKey)
    expect(created?.form.get('client_reference_id')).toBe(order?.id)
    // 30 minutes from now, as Stripe's minimum and our own test checkout.
    const expiresAt = Number(created?.form.get('expires_at'))
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000)
  })

  it('grants the plan on a signed checkout.session.completed, once however often it is delivered', async () => {
    const { sessionId, user } = await startPurchase('full')
    const event = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId))
    for (let i = 0; i < 3; i++) expect((await webhook(event)).statusCode).toBe(200)
    const rows = await subscriptionsOf(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'active', source: 'payment' })
    expect((await orderOf(sessionId))?.status).toBe('completed')
    const recorded = await db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, event.eventId))
    expect(recorded).toHaveLength(1)
  })

  it('refuses a tampered or missing signature, and grants nothing', async () => {
    const { sessionId, user } = await startPurchase('full')
    const event = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId))
    const tampered = { ...event, payload: event.payload.replace('"livemode":false', '"livemode":true') }
    const res = await webhook(tampered)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 'payments.webhookInvalid' })
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    })
    expect(unsigned.statusCode).toBe(400)
    // One hex digit of the signature changed, always to another digit.
    const forged = event.signature.replace(
      /v1=(\w)/,
      (_whole, digit: string) => `v1=${digit === '0' ? '1' : '0'}`,
    )
    expect((await webhook({ payload: event.payload, signature: forged })).statusCode).toBe(400)
    expect(await subscriptionsOf(user.id)).toHaveLength(0)
    expect((await orderOf(sessionId))?.status).toBe('intent_created')
  })

  it('keeps a paid order paid when expired or failed events arrive late or out of order', async () => {
    const { sessionId, user } = await startPurchase('full')
    const paid = stripe.pay(sessionId)
    expect((await webhook(stripe.signedEvent('checkout.session.completed', paid))).statusCode).toBe(200)
    const late = [
      stripe.signedEvent('checkout.session.expired', {
        ...paid,
        status: 'expired',
        payment_status: 'unpaid',
      }),
      stripe.signedEvent('checkout.session.async_payment_failed', paid),
    ]
    for (const event of late) expect((await webhook(event)).statusCode).toBe(200)
    expect((await orderOf(sessionId))?.status).toBe('completed')
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
  })

  it('grants a payment whose completed event arrives after the attempt had lapsed on our side', async () => {
    const { sessionId, user } = await startPurchase('full')
    await app.billing.scheduler.runOnce(new Date(Date.now() + 31 * 60_000))
    expect((await orderOf(sessionId))?.status).toBe('expired')
    expect(
      (await webhook(stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId)))).statusCode,
    ).toBe(200)
    expect((await orderOf(sessionId))?.status).toBe('completed')
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
  })

  it('closes the order on an expired or failed session, granting nothing', async () => {
    const expired = await startPurchase('full')
    await webhook(stripe.signedEvent('checkout.session.expired', stripe.expire(expired.sessionId)))
    expect((await orderOf(expired.sessionId))?.status).toBe('expired')
    const failed = await startPurchase('full')
    await webhook(
      stripe.signedEvent(
        'checkout.session.async_payment_failed',
        stripe.sessions.get(failed.sessionId) as never,
      ),
    )
    expect((await orderOf(failed.sessionId))?.status).toBe('failed')
    expect(await subscriptionsOf(expired.user.id)).toHaveLength(0)
    expect(await subscriptionsOf(failed.user.id)).toHaveLength(0)
  })

  it('acknowledges events for sessions that are not ours and event types it does not handle', async () => {
    const { sessionId } = await startPurchase('full')
    const foreign = { ...stripe.pay(sessionId), id: 'cs_test_not_ours' }
    expect((await webhook(stripe.signedEvent('checkout.session.completed', foreign))).statusCode).toBe(200)
    expect((await webhook(stripe.signedEvent('customer.created', foreign))).statusCode).toBe(200)
  })

  it('verifies with Stripe, never the client: an unpaid session grants nothing', async () => {
    const { sessionId, client, user } = await startPurchase('full')
    const unpaid = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json()).toMatchObject({
      code: 'payments.notPaid',
      message: 'El pago aún no se ha completado.',
    })
    expect(await subscriptionsOf(user.id)).toHaveLength(0)
    stripe.pay(sessionId)
    const paid = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(paid.statusCode).toBe(200)
    expect(paid.json().message).toBe('¡Pago exitoso! Serás redirigido a la página principal en breve.')
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
  })

  it('answers an expired session with the spec message and closes its order', async () => {
    const { sessionId, client } = await startPurchase('full')
    stripe.expire(sessionId)
    const res = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('La verificación del pago falló. Por favor contacta al soporte.')
    expect((await orderOf(sessionId))?.status).toBe('expired')
  })

  it('gives exactly one subscription when verifications and webhooks race for one session', async () => {
    const { sessionId, client, user } = await startPurchase('full')
    const paid = stripe.pay(sessionId)
    const calls = [
      ...Array.from({ length: 4 }, () => client.post('/api/payments/verify-payment-session', { sessionId })),
      ...Array.from({ length: 4 }, () => webhook(stripe.signedEvent('checkout.session.completed', paid))),
    ]
    const answers = await Promise.all(calls)
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200))
    const rows = await subscriptionsOf(user.id)
    expect(rows).toHaveLength(1)
    const granted = new Set(answers.slice(0, 4).map((answer) => answer.json().data.subscription._id))
    expect([...granted]).toEqual([rows[0]?.id])
  })

  it('refuses forged and foreign session ids alike, granting nothing', async () => {
    const owner = await startPurchase('full')
    stripe.pay(owner.sessionId)
    const intruder = await signedInUser(app, db)
    for (const sessionId of [owner.sessionId, 'cs_test_forged', 'lcs_whatever', "'; drop table users; --"]) {
      const res = await intruder.client.post('/api/payments/verify-payment-session', { sessionId })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('No se encontró el ID de sesión de pago.')
    }
    expect(await subscriptionsOf(intruder.user.id)).toHaveLength(0)
    expect(await subscriptionsOf(owner.user.id)).toHaveLength(0)
  })

  it('records a failed attempt when Stripe refuses to create the session', async () => {
    const member = await signedInUser(app, db)
    const plan = await planBySlug(db, 'mini')
    stripe.failNextCreate()
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(res.statusCode).toBe(502)
    expect(res.json().message).toBe('No se pudo crear la sesión de pago.')
    const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.user.id))
    expect(orders.map((order) => order.status)).toEqual(['failed'])
    // The next click starts a fresh attempt.
    expect(
      (
        await member.client.post('/api/payments/create-checkout-session', {
          planId: plan.id,
          immediateStart: true,
        })
      ).statusCode,
    ).toBe(200)
  })

  it('answers 503 while Stripe is unreachable, granting nothing, and succeeds once it is back', async () => {
    const { sessionId, client, user } = await startPurchase('full')
    stripe.pay(sessionId)
    stripe.failRetrievals(3)
    const down = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(down.statusCode).toBe(503)
    expect(down.json().message).toBe('El proveedor de pagos no responde. Inténtalo de nuevo en unos minutos.')
    expect(await subscriptionsOf(user.id)).toHaveLength(0)
    expect((await client.post('/api/payments/verify-payment-session', { sessionId })).statusCode).toBe(200)
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
  })
  /**
   * Our side fails as a database would (a trigger that raises), once in the middle of the work and
   * once after it, just before the event is recorded. Stripe retries what we answered 500.
   */
  async function failingOn(table: 'subscriptions' | 'processed_webhook_events') {
    await db.execute(
      sql.raw(`create or replace function test_webhook_failure() returns trigger language plpgsql as $$
        begin raise exception 'no space left on device'; end $$`),
    )
    await db.execute(
      sql.raw(`create trigger test_webhook_failure before insert on ${table}
        for each row execute function test_webhook_failure()`),
    )
    return () => db.execute(sql.raw(`drop trigger test_webhook_failure on ${table}`))
  }
  const receiptsTo = async (email: string) =>
    db.$count(outbox, and(eq(outbox.to, email), eq(outbox.template, 'paymentReceipt')))

  it('grants once when Stripe retries an event we answered 500, whether we failed during the work or after it', async () => {
    for (const table of ['subscriptions', 'processed_webhook_events'] as const) {
      const { sessionId, user } = await startPurchase('full')
      const event = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId))
      const heal = await failingOn(table)
      const failed = await webhook(event)
      await heal()
      expect(failed.statusCode, table).toBe(500)
      const recorded = () =>
        db.$count(processedWebhookEvents, eq(processedWebhookEvents.eventId, event.eventId))
      expect(await recorded(), table).toBe(0)
      // Failed during the work: nothing of it stayed. Failed after it: the grant stands, unrecorded.
      expect(await subscriptionsOf(user.id), table).toHaveLength(table === 'subscriptions' ? 0 : 1)

      // Stripe's retries, and a late duplicate of the same delivery.
      for (let attempt = 0; attempt < 3; attempt++) expect((await webhook(event)).statusCode).toBe(200)
      expect(await subscriptionsOf(user.id), table).toHaveLength(1)
      expect((await orderOf(sessionId))?.status, table).toBe('completed')
      expect(await receiptsTo(user.email), table).toBe(1)
      expect(await recorded(), table).toBe(1)
    }
  })
})
