import { formatMoney } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { boughtLocally, planBySlug, signedInUser } from '../../../../test/billing.ts'
import { outbox, paymentOrders, providerSubscriptions, subscriptions } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { entitlementsOf } from '../subscriptions/entitlements.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }

/**
 * Issue 18 with the local provider: a renewing plan bought through the test checkout renews at each
 * period's end on the scheduler's clock (the tests give it the time), declines when asked to, and
 * stops when the member cancels; the test plan never renews.
 */
describe('renewing plans with the local provider', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })

  async function buy(slug: string) {
    const member = await boughtLocally({ app, db, config }, slug)
    const [sub] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, member.user.id))
    if (!sub) throw new Error('no local subscription')
    return { ...member, sub }
  }
  const subjects = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.to, email))).map((mail) => mail.subject ?? '')
  const ordersOf = (userId: string) =>
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(paymentOrders.createdAt)
  const access = async (userId: string) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]
  const stateOf = async (userId: string) =>
    (await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.userId, userId)))[0]
  const at = (date: Date, deltaMs: number) => new Date(date.getTime() + deltaMs)
  /** Time passes for one member: their orders and access rows move `ms` into the past. */
  async function timePasses(userId: string, ms: number) {
    const back = (date: Date | null) => (date ? at(date, -ms) : null)
    for (const order of await ordersOf(userId))
      await db
        .update(paymentOrders)
        .set({
          createdAt: at(order.createdAt, -ms),
          completedAt: back(order.completedAt),
          immediateStartRequestedAt: back(order.immediateStartRequestedAt),
        })
        .where(eq(paymentOrders.id, order.id))
    for (const row of await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))
      await db
        .update(subscriptions)
        .set({ startDate: at(row.startDate, -ms), endDate: back(row.endDate) })
        .where(eq(subscriptions.id, row.id))
    for (const row of await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, userId)))
      await db
        .update(providerSubscriptions)
        .set({ currentPeriodEnd: at(row.currentPeriodEnd, -ms) })
        .where(eq(providerSubscriptions.id, row.id))
  }
  /** What the member is shown before confirming, then what the withdrawal refunds. */
  async function withdrawNow(client: Awaited<ReturnType<typeof buy>>['client']) {
    const shown = (await client.get('/api/payments/subscription/renewal')).json().data
    const res = await client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.refundAmount).toBe(shown.withdrawalRefundAmount)
    expect(shown.withdrawalCurrency).toBe('USD')
    return Math.round(res.json().data.refundAmount * 100)
  }
  /** Decision 086: floor(amount × unused days / period days), every day begun counting as used. */
  const proRata = (priceCents: number, daysBegun: number, periodDays: number) =>
    Math.floor((priceCents * (periodDays - daysBegun)) / periodDays)

  it('renews at the period end on the test clock, once however many passes run, with a receipt', async () => {
    const { user, plan, sub } = await buy('full')
    expect(sub).toMatchObject({ provider: 'local', status: 'active', amountCents: plan.priceCents })
    const end = sub.currentPeriodEnd
    await app.billing.scheduler.runOnce(at(end, -60_000))
    expect(await ordersOf(user.id)).toHaveLength(1)
    await Promise.all([
      app.billing.scheduler.runOnce(at(end, 1000)),
      app.billing.scheduler.runOnce(at(end, 2000)),
    ])
    const renewedTo = at(end, plan.durationDays * DAY_MS)
    expect((await stateOf(user.id))?.currentPeriodEnd.getTime()).toBe(renewedTo.getTime())
    expect((await access(user.id))?.endDate?.getTime()).toBe(renewedTo.getTime())
    expect((await access(user.id))?.status).toBe('active')
    // No gap: in force across the old end.
    expect((await entitlementsOf(db, user.id, at(end, 5000))).subscriptionId).not.toBeNull()
    expect((await ordersOf(user.id)).map((o) => [o.kind, o.status])).toEqual([
      ['purchase', 'completed'],
      ['renewal', 'completed'],
    ])
    const mails = await subjects(user.email)
    expect(mails.filter((s) => s.startsWith('Recibo de tu renovación'))).toHaveLength(1)
    // Neither "ending in 3 days" nor "expired" for a plan that renews.
    expect(mails.filter((s) => s.includes('termina en 3 días') || s.includes('ha terminado'))).toHaveLength(0)
  })

  it('cancelled, it stays usable to the paid date and then ends; resumed in between, it renews', async () => {
    const { user, client, sub } = await buy('full')
    const cancel = await client.post('/api/payments/subscription/cancel-renewal')
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().data).toMatchObject({
      renews: true,
      cancelAtPeriodEnd: true,
      paidUntil: sub.currentPeriodEnd.toISOString(),
    })
    expect((await client.post('/api/payments/subscription/resume')).statusCode).toBe(200)
    expect((await client.post('/api/payments/subscription/cancel-renewal')).statusCode).toBe(200)
    const end = sub.currentPeriodEnd
    await app.billing.scheduler.runOnce(at(end, -1000))
    expect((await entitlementsOf(db, user.id, at(end, -1000))).subscriptionId).not.toBeNull()
    await app.billing.scheduler.runOnce(at(end, 1000))
    expect((await stateOf(user.id))?.status).toBe('ended')
    expect((await entitlementsOf(db, user.id, at(end, 1000))).subscriptionId).toBeNull()
    expect((await ordersOf(user.id)).map((o) => o.kind)).toEqual([
      'purchase',
      'cancellation',
      'resumption',
      'cancellation',
      'ended',
    ])
    const mails = await subjects(user.email)
    expect(mails.filter((s) => s.startsWith('Has cancelado'))).toHaveLength(2)
    expect(mails.filter((s) => s.startsWith('Has reanudado'))).toHaveLength(1)
    expect(mails.filter((s) => s.includes('ha terminado'))).toHaveLength(1)
    // After the period: nothing to resume.
    expect((await client.post('/api/payments/subscription/resume')).statusCode).toBe(409)
  })

  it('a declined card is retried a day apart and the third failure ends the subscription', async () => {
    const { user, sub } = await buy('full')
    await db
      .update(providerSubscriptions)
      .set({ declineNextCharge: true })
      .where(eq(providerSubscriptions.id, sub.id))
    const end = sub.currentPeriodEnd
    await app.billing.scheduler.runOnce(at(end, 1000))
    await app.billing.scheduler.runOnce(at(end, 2000)) // not yet due again
    expect((await stateOf(user.id))?.status).toBe('past_due')
    await app.billing.scheduler.runOnce(at(end, DAY_MS + 1000))
    await app.billing.scheduler.runOnce(at(end, 2 * DAY_MS + 1000))
    expect((await stateOf(user.id))?.status).toBe('ended')
    expect((await ordersOf(user.id)).map((o) => [o.kind, o.status])).toEqual([
      ['purchase', 'completed'],
      ['renewal', 'failed'],
      ['renewal', 'failed'],
      ['renewal', 'failed'],
      ['ended', 'canceled'],
    ])
    const mails = await subjects(user.email)
    expect(mails.filter((s) => s.startsWith('No pudimos cobrar'))).toHaveLength(3)
    expect((await access(user.id))?.endDate?.getTime()).toBe(end.getTime())
  })

  it('keeps the plan through the retries of a declined renewal and ends it after the last (issue 32)', async () => {
    const { user, client, sub } = await buy('full')
    await db
      .update(providerSubscriptions)
      .set({ declineNextCharge: true })
      .where(eq(providerSubscriptions.id, sub.id))
    const end = sub.currentPeriodEnd
    const reaches = async (when: Date) => (await entitlementsOf(db, user.id, when)).subscriptionId !== null
    await app.billing.scheduler.runOnce(at(end, 1000))
    // Past the paid date, between the retries: still in force, shown active and pending payment.
    expect(await reaches(at(end, DAY_MS - 1000))).toBe(true)
    expect((await access(user.id))?.graceUntil?.getTime()).toBe(at(end, 2 * DAY_MS).getTime())
    const pending = async () => (await client.get('/api/users/validate-token')).json().user.paymentPending
    expect(await pending()).toBe(true)
    expect((await client.get('/api/payments/subscription/renewal')).json().data.pastDue).toBe(true)
    // Staff find them in Clientes with 'Pago pendiente', and only the members in that state.
    const staff = await signedInUser(app, db, { role: 'crmUser' })
    const listed = (
      await staff.client.get('/api/users/list?group=clients&withPaymentPending=true&pageSize=100')
    )
      .json()
      .data.map((row: { _id: string }) => row._id)
    expect(listed).toContain(user.id)
    const pastDue = await db
      .select({ userId: providerSubscriptions.userId })
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.status, 'past_due'))
    expect(new Set(pastDue.map((row) => row.userId))).toEqual(new Set(listed))
    const member = await signedInUser(app, db)
    expect((await member.client.get('/api/users/list?withPaymentPending=true')).statusCode).toBe(403)
    await app.billing.scheduler.runOnce(at(end, DAY_MS + 1000))
    expect(await reaches(at(end, 2 * DAY_MS - 1000))).toBe(true)
    expect((await access(user.id))?.status).toBe('active')
    await app.billing.scheduler.runOnce(at(end, 2 * DAY_MS + 1000))
    // The third failure: the provider gives up and access ends at once.
    expect((await stateOf(user.id))?.status).toBe('ended')
    expect(await reaches(at(end, 2 * DAY_MS + 2000))).toBe(false)
    expect(await access(user.id)).toMatchObject({ status: 'expired', graceUntil: null })
  })

  it('a paid retry of a declined renewal moves the period on as a paid renewal (issue 32)', async () => {
    const { user, client, plan, sub } = await buy('full')
    await db
      .update(providerSubscriptions)
      .set({ declineNextCharge: true })
      .where(eq(providerSubscriptions.id, sub.id))
    const end = sub.currentPeriodEnd
    await app.billing.scheduler.runOnce(at(end, 1000))
    expect((await stateOf(user.id))?.status).toBe('past_due')
    await db
      .update(providerSubscriptions)
      .set({ declineNextCharge: false })
      .where(eq(providerSubscriptions.id, sub.id))
    await app.billing.scheduler.runOnce(at(end, DAY_MS + 1000))
    expect(await stateOf(user.id)).toMatchObject({ status: 'active', failedCharges: 0 })
    expect((await client.get('/api/users/validate-token')).json().user.paymentPending).toBe(false)
    const renewedTo = at(end, plan.durationDays * DAY_MS)
    expect(await access(user.id)).toMatchObject({ status: 'active', graceUntil: null, endDate: renewedTo })
    expect((await entitlementsOf(db, user.id, at(end, 20 * DAY_MS))).subscriptionId).not.toBeNull()
    expect((await ordersOf(user.id)).map((o) => [o.kind, o.status])).toEqual([
      ['purchase', 'completed'],
      ['renewal', 'failed'],
      ['renewal', 'completed'],
    ])
  })

  it('withdraws inside 14 days (recorded refund, access ends) and refuses after them', async () => {
    const inside = await buy('mini')
    const res = await inside.client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(200)
    expect((await entitlementsOf(db, inside.user.id)).subscriptionId).toBeNull()
    expect((await stateOf(inside.user.id))?.status).toBe('ended')
    const refund = (await ordersOf(inside.user.id)).find((o) => o.kind === 'withdrawal')
    // Day 0: the day begun is paid (decision 086).
    expect(refund).toMatchObject({ status: 'refunded', amountCents: proRata(inside.plan.priceCents, 1, 30) })
    expect(refund?.providerPaymentRef).toMatch(/^lre_/)
    // The scheduler's later pass does not renew or "end" it again.
    await app.billing.scheduler.runOnce(at(inside.sub.currentPeriodEnd, 1000))
    expect((await ordersOf(inside.user.id)).map((o) => o.kind)).toEqual(['purchase', 'withdrawal'])
    // Staff see it in the member's detail (Clientes); the member cannot read anyone's, not even their own there.
    const crm = await signedInUser(app, db, { role: 'crmUser' })
    const seen = await crm.client.get(`/api/users/${inside.user.id}/billing`)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().data.renewal).toMatchObject({ status: 'ended', planName: inside.plan.name })
    expect(seen.json().data.orders.map((o: { kind: string; status: string }) => [o.kind, o.status])).toEqual([
      ['withdrawal', 'refunded'],
      ['purchase', 'completed'],
    ])
    expect((await inside.client.get(`/api/users/${inside.user.id}/billing`)).statusCode).toBe(403)
    // And in Órdenes, with the kind.
    const listed = await crm.client.get('/api/payment-records/list')
    const mine = listed.json().data.filter((r: { user: { _id: string } }) => r.user._id === inside.user.id)
    expect(mine.map((r: { kind: string }) => r.kind).sort()).toEqual(['purchase', 'withdrawal'])

    const outside = await buy('full')
    await db
      .update(paymentOrders)
      .set({ completedAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(paymentOrders.userId, outside.user.id))
    const late = await outside.client.post('/api/payments/subscription/withdraw')
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('El plazo de 14 días para desistir del contrato ya terminó.')
  })

  // Issue 27 (M-2): buy, listen 13 days, withdraw, buy again… used to refund the whole price each time.
  it('refunds only the unused days on each withdrawal of a repeated buy-and-withdraw cycle', async () => {
    const member = await buy('full')
    const price = member.plan.priceCents
    let paid = price
    let paidForUnused = 0
    let refunded = 0
    // Cycle 1: 13 days of listening, then the withdrawal.
    await timePasses(member.user.id, 13 * DAY_MS + 3_600_000)
    const first = await withdrawNow(member.client)
    expect(first).toBe(proRata(price, 14, 30))
    paidForUnused += (price * 16) / 30
    refunded += first
    // Cycles 2 to 4: bought again and withdrawn at once, in the same minute.
    for (let cycle = 2; cycle <= 4; cycle++) {
      const res = await member.client.post('/api/payments/create-checkout-session', {
        planId: member.plan.id,
        immediateStart: true,
      })
      const path = new URL(res.json().url).pathname
      const paidAgain = await member.client.post(`${path}/pay`, undefined, { ...form, origin: config.appUrl })
      expect(paidAgain.statusCode).toBe(303)
      paid += price
      const again = await withdrawNow(member.client)
      expect(again).toBe(proRata(price, 1, 30))
      expect(again).toBeLessThan(price)
      paidForUnused += (price * 29) / 30
      refunded += again
    }
    expect(refunded).toBeLessThanOrEqual(paidForUnused)
    expect(refunded).toBeLessThan(paid)
    const rows = (await ordersOf(member.user.id)).filter((o) => o.kind === 'withdrawal')
    expect(rows.map((o) => o.amountCents).reduce((a, b) => a + b, 0)).toBe(refunded)
    // The acknowledgement states the amount refunded, not the price.
    const acks = (await db.select().from(outbox).where(eq(outbox.to, member.user.email))).filter((m) =>
      m.subject?.startsWith('Acuse de recibo'),
    )
    expect(acks).toHaveLength(4)
    expect(acks.some((m) => m.text?.includes(formatMoney(first / 100, 'USD')))).toBe(true)
  })

  it('shows and refunds the unused days on day 0, day 7 and day 13', async () => {
    for (const [elapsed, daysBegun] of [
      [5 * 60_000, 1],
      [7 * DAY_MS + 60_000, 8],
      [13 * DAY_MS + 23 * 3_600_000, 14],
    ] as const) {
      const member = await buy('full')
      await timePasses(member.user.id, elapsed)
      const shown = (await member.client.get('/api/payments/subscription/renewal')).json().data
      expect(shown.withdrawalRefundAmount).toBe(proRata(member.plan.priceCents, daysBegun, 30) / 100)
      expect(await withdrawNow(member.client)).toBe(proRata(member.plan.priceCents, daysBegun, 30))
    }
  })

  it('refunds the whole price of an order bought before the request to start now was asked for', async () => {
    const member = await buy('full')
    await db
      .update(paymentOrders)
      .set({ immediateStartRequestedAt: null })
      .where(eq(paymentOrders.userId, member.user.id))
    await timePasses(member.user.id, 13 * DAY_MS)
    expect(await withdrawNow(member.client)).toBe(member.plan.priceCents)
  })

  it('keeps the one-off flow for plans that do not renew, and never lets the test plan renew', async () => {
    const full = await planBySlug(db, 'full')
    const admin = await signedInUser(app, db, { role: 'admin' })
    const trial = await planBySlug(db, 'prueba-gratuita')
    const refused = await admin.client.put(`/api/plans/update/${trial.id}`, { renews: true })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('plans.testPlanNeverRenews')
    const off = await admin.client.put(`/api/plans/update/${full.id}`, { renews: false })
    expect(off.statusCode).toBe(200)
    expect(off.json().data.renews).toBe(false)
    try {
      const member = await signedInUser(app, db)
      const res = await member.client.post('/api/payments/create-checkout-session', {
        planId: full.id,
        immediateStart: true,
      })
      const path = new URL(res.json().url).pathname
      await member.client.post(`${path}/pay`, undefined, { ...form, origin: config.appUrl })
      expect((await access(member.user.id))?.status).toBe('active')
      expect(await stateOf(member.user.id)).toBeUndefined()
      const state = await member.client.get('/api/payments/subscription/renewal')
      expect(state.json().data).toMatchObject({ renews: false, cancelAtPeriodEnd: false })
      expect(state.json().data.withdrawableUntil).not.toBeNull()
      expect((await member.client.post('/api/payments/subscription/cancel-renewal')).statusCode).toBe(409)
      // The one-off plan ends with the usual expiry e-mail.
      const end = (await access(member.user.id))?.endDate as Date
      await app.billing.scheduler.runOnce(at(end, 1000))
      expect((await access(member.user.id))?.status).toBe('expired')
    } finally {
      await admin.client.put(`/api/plans/update/${full.id}`, { renews: true })
    }
  })

  it("acts only on the caller's own subscription: another member cannot cancel, resume or withdraw it", async () => {
    const owner = await buy('full')
    const stranger = await signedInUser(app, db)
    expect((await stranger.client.post('/api/payments/subscription/cancel-renewal')).statusCode).toBe(409)
    expect((await stranger.client.post('/api/payments/subscription/withdraw')).statusCode).toBe(409)
    expect((await stranger.client.get('/api/payments/subscription/renewal')).json().data).toMatchObject({
      renews: false,
      withdrawableUntil: null,
    })
    expect(await stateOf(owner.user.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false })
    const anonymous = await app.inject({ method: 'POST', url: '/api/payments/subscription/cancel-renewal' })
    expect(anonymous.statusCode).toBe(401)
    expect(await stateOf(owner.user.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false })
  })
})
