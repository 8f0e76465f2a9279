import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { createStripeTestApp } from '../../../../test/stripe-server.ts'
import {
  outbox,
  paymentOrders,
  plans,
  providerSubscriptions,
  subscriptions,
} from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { entitlementsOf } from '../subscriptions/entitlements.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const at = (date: Date, deltaMs: number) => new Date(date.getTime() + deltaMs)
const unix = (date: Date) => Math.floor(date.getTime() / 1000)

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** What both providers' tests read: a member on the trial, their rows and e-mails. */
function helpers({ app, db }: Pick<TestApp, 'app' | 'db'>) {
  async function onTrial() {
    const member = await signedInUser(app, db)
    const trial = await planBySlug(db, 'prueba-gratuita')
    const res = await member.client.post('/api/payments/create-checkout-session', { planId: trial.id })
    expect(res.statusCode).toBe(200)
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id))
    if (!row?.endDate) throw new Error('no trial')
    return { ...member, trialEnd: row.endDate, trialRowId: row.id }
  }
  const rowsOf = (userId: string) =>
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.startDate)
  const ordersOf = (userId: string) =>
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(paymentOrders.createdAt)
  const providerSubOf = async (userId: string) =>
    (await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.userId, userId)))[0]
  const subjects = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.to, email))).map((mail) => mail.subject ?? '')
  return { onTrial, rowsOf, ordersOf, providerSubOf, subjects }
}

/**
 * Issue 32, decision 115: a member who buys a renewing plan during the free trial keeps the trial's
 * remaining days; the plan waits, unpaid, for the trial's end and is first charged then. With the
 * local provider the charge comes on the scheduler's clock.
 */
describe('buying during the trial keeps the trial (local provider)', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })
  const { onTrial, rowsOf, ordersOf, providerSubOf, subjects } = helpers({ app, db })

  async function keepTrialAndPay(slug = 'full') {
    const member = await onTrial()
    const plan = await planBySlug(db, slug)
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      keepTrial: true,
    })
    expect(res.statusCode).toBe(200)
    const path = new URL(res.json().url).pathname
    const page = await member.client.get(path)
    const paid = await member.client.post(`${path}/pay`, undefined, { ...form, origin: config.appUrl })
    expect(paid.statusCode).toBe(303)
    return { ...member, plan, page: page.body, sessionId: res.json().data.sessionId as string }
  }

  it('charges nothing today: the trial runs on and the plan waits for its end, unpaid', async () => {
    const { user, client, plan, trialEnd, trialRowId, page, sessionId } = await keepTrialAndPay()
    // The built-in checkout says it: the plan's price and period, nothing today, the first charge's day.
    expect(page).toContain('/ mes')
    expect(page).toMatch(/Hoy pagas<\/dt><dd>0,00/)
    const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: config.timeZone })
    expect(page).toContain(`Primer cobro</dt><dd>${day.format(trialEnd)}`)
    expect(page).not.toContain('UTC')

    const [order] = await ordersOf(user.id)
    expect(order).toMatchObject({ kind: 'purchase', status: 'completed', amountCents: plan.priceCents })
    expect(order?.firstChargeAt?.getTime()).toBe(trialEnd.getTime())
    const rows = await rowsOf(user.id)
    expect(rows.map((row) => [row.id === trialRowId ? 'trial' : 'plan', row.status])).toEqual([
      ['trial', 'active'],
      ['plan', 'pending'],
    ])
    // The paid plan's row starts at the trial's end and ends there too: nothing is paid yet.
    expect(rows[0]?.endDate?.getTime()).toBe(trialEnd.getTime())
    expect(rows[1]?.startDate.getTime()).toBe(trialEnd.getTime())
    expect(rows[1]?.endDate?.getTime()).toBe(trialEnd.getTime())
    expect((await providerSubOf(user.id))?.currentPeriodEnd.getTime()).toBe(trialEnd.getTime())
    // The return page learns the plan waits, and from when.
    const verified = await client.post('/api/payments/verify-payment-session', { sessionId })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().data.subscription).toMatchObject({
      status: 'pending',
      startDate: trialEnd.toISOString(),
      plan: { slug: plan.slug },
    })
    // The session user still holds the trial.
    const me = (await client.get('/api/users/validate-token')).json().user
    expect(me.activeSubscription.plan.slug).toBe('prueba-gratuita')
    // No receipt (nothing was paid): the confirmation of what was bought and when it is charged.
    const mails = await subjects(user.email)
    expect(mails.filter((s) => s.startsWith('Recibo de tu pago'))).toHaveLength(0)
    expect(mails).toContain(`Tu plan ${plan.name} empieza cuando termine tu prueba`)
    const body = (await db.select().from(outbox).where(eq(outbox.to, user.email)))
      .map((mail) => mail.text)
      .join('\n')
    expect(body).toContain(
      `Hoy no te hemos cobrado nada: tu prueba gratuita sigue hasta el ${day.format(trialEnd)}`,
    )
    expect(body).toContain('antes del primer cobro no te cuesta nada')
  })

  it('is first charged at the trial’s end on the scheduler’s clock, once, and the plan starts then', async () => {
    const { user, plan, trialEnd } = await keepTrialAndPay()
    await app.billing.scheduler.runOnce(at(trialEnd, -60_000))
    expect((await ordersOf(user.id)).map((o) => o.kind)).toEqual(['purchase'])
    expect((await entitlementsOf(db, user.id, at(trialEnd, -60_000))).planSlug).toBe('prueba-gratuita')

    await Promise.all([
      app.billing.scheduler.runOnce(at(trialEnd, 1000)),
      app.billing.scheduler.runOnce(at(trialEnd, 2000)),
    ])
    const orders = await ordersOf(user.id)
    expect(orders.map((o) => [o.kind, o.status, o.amountCents])).toEqual([
      ['purchase', 'completed', plan.priceCents],
      ['renewal', 'completed', plan.priceCents],
    ])
    const paidUntil = at(trialEnd, plan.durationDays * DAY_MS)
    const rows = await rowsOf(user.id)
    expect(rows.map((row) => row.status)).toEqual(['expired', 'active'])
    expect(rows[1]?.endDate?.getTime()).toBe(paidUntil.getTime())
    expect((await providerSubOf(user.id))?.currentPeriodEnd.getTime()).toBe(paidUntil.getTime())
    expect((await entitlementsOf(db, user.id, at(trialEnd, 5000))).planSlug).toBe(plan.slug)
    // The trial did not 'end' for the member: a plan took over.
    expect((await subjects(user.email)).filter((s) => s.includes('ha terminado'))).toHaveLength(0)
  })

  it('withdrawn before the first charge, it costs nothing and nothing is charged later', async () => {
    const { user, client, trialEnd } = await keepTrialAndPay()
    const shown = (await client.get('/api/payments/subscription/renewal')).json().data
    expect(shown.withdrawalRefundAmount).toBe(0)
    const res = await client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.refundAmount).toBe(0)
    expect((await providerSubOf(user.id))?.status).toBe('ended')
    await app.billing.scheduler.runOnce(at(trialEnd, 1000))
    expect((await ordersOf(user.id)).map((o) => [o.kind, o.amountCents])).toEqual([
      ['purchase', (await planBySlug(db, 'full')).priceCents],
      ['withdrawal', 0],
    ])
    expect(await entitlementsOf(db, user.id, at(trialEnd, 1000))).toMatchObject({ subscriptionId: null })
  })

  it('withdrawn after the first charge, inside the 14 days, refunds the unused days of that charge', async () => {
    const { user, client, plan, trialEnd } = await keepTrialAndPay()
    await app.billing.scheduler.runOnce(at(trialEnd, 1000))
    // Two days of the paid plan begun: it pays those, pro rata (decision 086).
    const now = at(trialEnd, DAY_MS + 1000)
    // The withdrawal is asked at that moment: the access rows are moved back so `now` is real time.
    const shift = now.getTime() - Date.now()
    for (const row of await rowsOf(user.id))
      await db
        .update(subscriptions)
        .set({ startDate: at(row.startDate, -shift), endDate: row.endDate ? at(row.endDate, -shift) : null })
        .where(eq(subscriptions.id, row.id))
    const shown = (await client.get('/api/payments/subscription/renewal')).json().data
    const refundCents = Math.floor((plan.priceCents * (30 - 2)) / 30)
    expect(Math.round(shown.withdrawalRefundAmount * 100)).toBe(refundCents)
    const res = await client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(200)
    expect(Math.round(res.json().data.refundAmount * 100)).toBe(refundCents)
  })

  it('refuses what cannot wait: no trial, a trial ending within 48 hours, a one-off plan, two choices', async () => {
    const full = await planBySlug(db, 'full')
    const nobody = await signedInUser(app, db)
    const noTrial = await nobody.client.post('/api/payments/create-checkout-session', {
      planId: full.id,
      keepTrial: true,
    })
    expect([noTrial.statusCode, noTrial.json().code]).toEqual([409, 'payments.noTrialToKeep'])

    const member = await onTrial()
    const both = await member.client.post('/api/payments/create-checkout-session', {
      planId: full.id,
      keepTrial: true,
      immediateStart: true,
    })
    expect([both.statusCode, both.json().code]).toEqual([400, 'payments.startChoiceConflict'])
    const neither = await member.client.post('/api/payments/create-checkout-session', { planId: full.id })
    expect([neither.statusCode, neither.json().code]).toEqual([400, 'payments.immediateStartRequired'])

    // A one-off plan is paid at checkout: it cannot wait for the trial's end.
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = full
    const [oneOff] = await db
      .insert(plans)
      .values({
        ...fields,
        slug: `full-unico-${randomBytes(3).toString('hex')}`,
        isFeatured: false,
        renews: false,
      })
      .returning()
    const once = await member.client.post('/api/payments/create-checkout-session', {
      planId: oneOff?.id,
      keepTrial: true,
    })
    expect([once.statusCode, once.json().code]).toEqual([409, 'payments.keepTrialNeedsRenewingPlan'])

    await db
      .update(subscriptions)
      .set({ endDate: at(new Date(), 47 * 60 * 60 * 1000) })
      .where(eq(subscriptions.id, member.trialRowId))
    const soon = await member.client.post('/api/payments/create-checkout-session', {
      planId: full.id,
      keepTrial: true,
    })
    expect([soon.statusCode, soon.json().code]).toEqual([409, 'payments.trialEndsTooSoon'])
    expect(await ordersOf(member.user.id)).toEqual([])
  })

  it('one purchase waits for the trial: a second, kept or at once, is refused', async () => {
    const { client } = await keepTrialAndPay()
    const mini = await planBySlug(db, 'full-anual')
    for (const body of [{ keepTrial: true }, { immediateStart: true }]) {
      const res = await client.post('/api/payments/create-checkout-session', { planId: mini.id, ...body })
      expect([res.statusCode, res.json().code]).toEqual([409, 'payments.planAlreadyQueued'])
    }
  })

  it('switching between keeping the trial and starting now opens a new attempt, never a stale one', async () => {
    const member = await onTrial()
    const full = await planBySlug(db, 'full')
    const kept = await member.client.post('/api/payments/create-checkout-session', {
      planId: full.id,
      keepTrial: true,
    })
    const now = await member.client.post('/api/payments/create-checkout-session', {
      planId: full.id,
      immediateStart: true,
    })
    expect(now.json().data.sessionId).not.toBe(kept.json().data.sessionId)
    const orders = await ordersOf(member.user.id)
    expect(orders.map((o) => [o.status, o.firstChargeAt === null])).toEqual([
      ['canceled', false],
      ['intent_created', true],
    ])
  })

  it('starting now is unchanged: the trial ends and the plan is paid and starts at once', async () => {
    const { user, client, trialRowId } = await onTrial()
    const full = await planBySlug(db, 'full')
    const res = await client.post('/api/payments/create-checkout-session', {
      planId: full.id,
      immediateStart: true,
    })
    const path = new URL(res.json().url).pathname
    const page = (await client.get(path)).body
    expect(page).not.toContain('Hoy pagas')
    expect(page).toContain('/ mes')
    await client.post(`${path}/pay`, undefined, { ...form, origin: config.appUrl })
    const rows = await rowsOf(user.id)
    expect(rows.find((row) => row.id === trialRowId)?.status).toBe('completed')
    const plan = rows.find((row) => row.id !== trialRowId)
    expect(plan?.status).toBe('active')
    expect(plan?.startDate.getTime()).toBeLessThanOrEqual(Date.now())
    const [order] = await ordersOf(user.id)
    expect(order?.firstChargeAt).toBeNull()
    expect((await subjects(user.email)).filter((s) => s.startsWith('Recibo de tu pago'))).toHaveLength(1)
  })
})

/**
 * The same with Stripe: a subscription Checkout with `subscription_data.trial_end` = the trial's end,
 * nothing charged at checkout, the first invoice at the trial's end.
 */
describe('buying during the trial keeps the trial (Stripe)', async () => {
  const secret = `whsec_${randomBytes(8).toString('hex')}`
  const { stripe, app, db, config } = await createStripeTestApp(secret)
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })
  const { onTrial, rowsOf, ordersOf, providerSubOf, subjects } = helpers({ app, db })
  const webhook = async (event: { payload: string; signature: string }) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/payments/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      })
    ).statusCode

  it('asks Stripe for a trial to the trial’s end, charges nothing, and takes the first invoice then', async () => {
    const { user, client, trialEnd } = await onTrial()
    const plan = await planBySlug(db, 'full')
    const res = await client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      keepTrial: true,
    })
    expect(res.statusCode).toBe(200)
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')
    expect(request?.form.get('mode')).toBe('subscription')
    expect(request?.form.get('subscription_data[trial_end]')).toBe(String(unix(trialEnd)))
    expect(request?.form.get('line_items[0][price_data][unit_amount]')).toBe(String(plan.priceCents))

    const session = stripe.pay(res.json().data.sessionId)
    expect(session).toMatchObject({ amount_total: 0, payment_status: 'no_payment_required' })
    expect(await webhook(stripe.signedEvent('checkout.session.completed', session))).toBe(200)
    const subscriptionId = session.subscription as string
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing')

    expect((await rowsOf(user.id)).map((row) => row.status)).toEqual(['active', 'pending'])
    expect((await providerSubOf(user.id))?.currentPeriodEnd.getTime()).toBe(trialEnd.getTime())
    expect((await subjects(user.email)).filter((s) => s.startsWith('Recibo de tu pago'))).toHaveLength(0)

    // Stripe's $0 invoice of the trial, then the first real one at its end.
    const trialInvoice = stripe.invoice(subscriptionId, {
      billingReason: 'subscription_create',
      paid: true,
      periodStart: unix(new Date()),
      periodEnd: unix(trialEnd),
      amount: 0,
    })
    expect(await webhook(stripe.signedEvent('invoice.paid', trialInvoice))).toBe(200)
    expect((await ordersOf(user.id)).map((o) => o.kind)).toEqual(['purchase'])
    const firstCharge = stripe.invoice(subscriptionId, {
      billingReason: 'subscription_cycle',
      paid: true,
      periodStart: unix(trialEnd),
      periodEnd: unix(trialEnd) + 30 * 86_400,
      amount: plan.priceCents,
    })
    expect(await webhook(stripe.signedEvent('invoice.paid', firstCharge))).toBe(200)
    expect((await ordersOf(user.id)).map((o) => [o.kind, o.amountCents])).toEqual([
      ['purchase', plan.priceCents],
      ['renewal', plan.priceCents],
    ])
    await app.billing.scheduler.runOnce(at(trialEnd, 1000))
    const rows = await rowsOf(user.id)
    expect(rows.map((row) => row.status)).toEqual(['expired', 'active'])
    expect(rows[1]?.endDate?.getTime()).toBe((unix(trialEnd) + 30 * 86_400) * 1000)
  })

  it('withdrawn before the first charge: Stripe is asked to cancel, for no refund', async () => {
    const { client } = await onTrial()
    const plan = await planBySlug(db, 'full')
    const res = await client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      keepTrial: true,
    })
    const session = stripe.pay(res.json().data.sessionId)
    expect(await webhook(stripe.signedEvent('checkout.session.completed', session))).toBe(200)
    const refundsBefore = stripe.refunds.length
    const withdrawn = await client.post('/api/payments/subscription/withdraw')
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json().data.refundAmount).toBe(0)
    expect(stripe.refunds).toHaveLength(refundsBefore)
    expect(stripe.subscriptions.get(session.subscription as string)?.status).toBe('canceled')
  })

  it('withdrawn after the first charge: Stripe refunds that charge’s payment, pro rata', async () => {
    const { user, client, trialEnd } = await onTrial()
    const plan = await planBySlug(db, 'full')
    const res = await client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      keepTrial: true,
    })
    const session = stripe.pay(res.json().data.sessionId)
    expect(await webhook(stripe.signedEvent('checkout.session.completed', session))).toBe(200)
    const firstCharge = stripe.invoice(session.subscription as string, {
      billingReason: 'subscription_cycle',
      paid: true,
      periodStart: unix(trialEnd),
      periodEnd: unix(trialEnd) + 30 * 86_400,
      amount: plan.priceCents,
    })
    expect(await webhook(stripe.signedEvent('invoice.paid', firstCharge))).toBe(200)
    const charged = (await ordersOf(user.id)).find((o) => o.kind === 'renewal')
    expect(charged?.providerPaymentRef).toMatch(/^pi_/)
    const withdrawn = await client.post('/api/payments/subscription/withdraw')
    expect(withdrawn.statusCode).toBe(200)
    // No day of the paid period has begun yet (the trial still runs): all of that charge comes back.
    expect(stripe.refunds.at(-1)).toMatchObject({
      payment_intent: charged?.providerPaymentRef,
      amount: plan.priceCents,
    })
  })

  it('starting now is unchanged: no trial asked of Stripe and the whole price at checkout', async () => {
    const { client } = await onTrial()
    const plan = await planBySlug(db, 'full')
    const res = await client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')
    expect(request?.form.has('subscription_data[trial_end]')).toBe(false)
    expect(stripe.sessions.get(res.json().data.sessionId)?.amount_total).toBe(plan.priceCents)
  })
})
