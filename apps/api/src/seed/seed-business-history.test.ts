import { and, count, eq, gt, inArray, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../test/app.ts'
import {
  invoices,
  paymentOrders,
  plans,
  playtimeDaily,
  providerSubscriptions,
  renewalCancellations,
  subscriptions,
  users,
} from '../db/schema/index.ts'
import { dayInZone } from '../lib/period.ts'
import { historyEmail, seedBusinessHistory } from './business-history.ts'
import { seedDemoContent } from './index.ts'
import { demoDatabase } from './seed.test-helpers.ts'

// Issue 33: the year of demo clients the server seeds for the Negocio page, as the billing paths
// would have written it, once.
describe('the demo business history', async () => {
  const { db, storageDir } = await demoDatabase()
  const { timeZone } = await testConfig()
  const clients = () => db.select().from(users).where(like(users.email, '%@demo.sosiego.app'))
  let seconds = 0
  beforeAll(async () => {
    const before = performance.now()
    await seedDemoContent(db, storageDir, timeZone)
    const t0 = performance.now()
    await seedDemoContent(db, storageDir, timeZone)
    const t1 = performance.now()
    await seedBusinessHistory(db, timeZone)
    const t2 = performance.now()
    await seedDemoContent(db, storageDir, timeZone, undefined, { history: true })
    const t3 = performance.now()
    // What a first start pays for the history: its rows, then their invoices (a restart: neither).
    console.info(
      `business history: demo seed first ${(t0 - before).toFixed(0)} ms, again ${(t1 - t0).toFixed(0)} ms, history rows ${(t2 - t1).toFixed(0)} ms, seed with the history's invoices ${(t3 - t2).toFixed(0)} ms`,
    )
    const started = performance.now()
    await seedDemoContent(db, storageDir, timeZone, undefined, { history: true })
    seconds = (performance.now() - started) / 1000
  })

  it('writes a year of clients once: a restart and two instances at once add nothing', async () => {
    // A restart with the history in place: only the idempotent checks.
    expect(seconds).toBeLessThan(30)
    const before = await clients()
    expect(before.length).toBe(180)
    const [orders] = await db.select({ n: count() }).from(paymentOrders)
    expect(await Promise.all([seedBusinessHistory(db, timeZone), seedBusinessHistory(db, timeZone)])).toEqual(
      [false, false],
    )
    await seedDemoContent(db, storageDir, timeZone, undefined, { history: true })
    expect((await clients()).length).toBe(180)
    expect((await db.select({ n: count() }).from(paymentOrders))[0]).toEqual(orders)
    const days = before.map((client) => (Date.now() - client.createdAt.getTime()) / 86_400_000)
    expect(Math.max(...days)).toBeLessThan(366)
    expect(Math.min(...days)).toBeGreaterThan(0)
    expect(historyEmail(0)).toBe('cliente001@demo.sosiego.app')
  })

  it('has every kind of fact: trials, purchases of each plan, monthly renewals, moves to Full, cancellations, ends and withdrawals', async () => {
    const ids = (await clients()).map((client) => client.id)
    const kinds = await db
      .select({ kind: paymentOrders.kind, slug: plans.slug, n: count() })
      .from(paymentOrders)
      .innerJoin(plans, eq(plans.id, paymentOrders.planId))
      .where(inArray(paymentOrders.userId, ids))
      .groupBy(paymentOrders.kind, plans.slug)
    const total = (kind: string, slug?: string) =>
      kinds
        .filter((row) => row.kind === kind && (!slug || row.slug === slug))
        .reduce((sum, row) => sum + row.n, 0)
    for (const slug of ['mini', 'full', 'full-anual']) expect(total('purchase', slug)).toBeGreaterThan(5)
    expect(total('renewal')).toBeGreaterThan(100)
    expect(total('cancellation')).toBeGreaterThan(20)
    expect(total('ended')).toBeGreaterThan(10)
    expect(total('withdrawal')).toBeGreaterThan(0)
    const trials = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.userId, ids), eq(subscriptions.source, 'trial')))
    expect(trials[0]?.n).toBeGreaterThan(100)
    const moved = await db
      .select({ n: count() })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(
        and(
          inArray(subscriptions.userId, ids),
          eq(plans.slug, 'mini'),
          eq(subscriptions.status, 'completed'),
        ),
      )
    expect(moved[0]?.n).toBeGreaterThan(0)
  })

  it('records each cancellation with its order row, some answered with a note, some not answered', async () => {
    const rows = await db
      .select({ cancellation: renewalCancellations, provider: providerSubscriptions })
      .from(renewalCancellations)
      .innerJoin(
        providerSubscriptions,
        eq(providerSubscriptions.id, renewalCancellations.providerSubscriptionId),
      )
    expect(rows.length).toBeGreaterThan(20)
    expect(rows.some(({ cancellation }) => cancellation.reason === null)).toBe(true)
    expect(rows.some(({ cancellation }) => cancellation.note !== null)).toBe(true)
    expect(new Set(rows.map(({ cancellation }) => cancellation.reason)).size).toBe(6)
    for (const { cancellation, provider } of rows) {
      expect(provider.cancelAtPeriodEnd).toBe(true)
      expect(cancellation.userId).toBe(provider.userId)
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(
          eq(
            paymentOrders.providerRef,
            `${provider.externalId}:cancel:${cancellation.createdAt.toISOString()}`,
          ),
        )
      expect(order).toMatchObject({ kind: 'cancellation', status: 'canceled', amountCents: 0 })
      if (provider.status === 'ended')
        expect(provider.endedAt?.getTime()).toBe(provider.currentPeriodEnd.getTime())
    }
  })

  it('keeps access rows, provider subscriptions and orders in step, one plan in force at a time', async () => {
    const ids = (await clients()).map((client) => client.id)
    const now = new Date()
    const access = await db
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(inArray(subscriptions.userId, ids))
    const active = access.filter(({ subscription }) => subscription.status === 'active')
    expect(new Set(active.map(({ subscription }) => subscription.userId)).size).toBe(active.length)
    for (const { subscription } of active)
      expect(subscription.endDate?.getTime()).toBeGreaterThan(now.getTime())
    for (const { subscription, plan } of access) {
      if (subscription.source !== 'payment') continue
      const [provider] = await db
        .select()
        .from(providerSubscriptions)
        .where(eq(providerSubscriptions.subscriptionId, subscription.id))
      const renewals = await db
        .select({ n: count() })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.kind, 'renewal'),
            like(paymentOrders.providerRef, `${provider?.externalId}:%`),
          ),
        )
      // An access row ends where its paid periods end, unless it was withdrawn from or moved to Full.
      if (subscription.status === 'active' || subscription.status === 'expired')
        expect(subscription.endDate?.getTime()).toBe(
          subscription.startDate.getTime() + ((renewals[0]?.n ?? 0) + 1) * plan.durationDays * 86_400_000,
        )
      if (subscription.status === 'active') expect(provider?.currentPeriodEnd).toEqual(subscription.endDate)
      else expect(provider?.status).toBe('ended')
    }
    // Roles follow paid plans (decision 058).
    const subscribers = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.role, 'subscriber')))
    expect(new Set(subscribers.map((row) => row.id))).toEqual(
      new Set(active.filter(({ plan }) => !plan.isTestPlan).map(({ subscription }) => subscription.userId)),
    )
  })

  it('invoices every charge and refund, so Facturas agrees with Órdenes to the cent', async () => {
    const ids = (await clients()).map((client) => client.id)
    const [charged] = await db
      .select({ cents: sql<number>`coalesce(sum(${paymentOrders.amountCents}), 0)::int` })
      .from(paymentOrders)
      .where(
        and(
          inArray(paymentOrders.userId, ids),
          eq(paymentOrders.status, 'completed'),
          inArray(paymentOrders.kind, ['purchase', 'renewal']),
        ),
      )
    const [refunded] = await db
      .select({ cents: sql<number>`coalesce(sum(${paymentOrders.amountCents}), 0)::int` })
      .from(paymentOrders)
      .where(and(inArray(paymentOrders.userId, ids), eq(paymentOrders.kind, 'withdrawal')))
    const [invoiced] = await db
      .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int` })
      .from(invoices)
      .where(inArray(invoices.userId, ids))
    expect(refunded?.cents).toBeGreaterThan(0)
    expect(invoiced?.cents).toBe((charged?.cents ?? 0) - (refunded?.cents ?? 0))
  })

  it('files listening only on days a plan was in force and before today, with a shape for cohorts and content', async () => {
    const ids = (await clients()).map((client) => client.id)
    const listened = await db
      .select({ userId: playtimeDaily.userId, day: playtimeDaily.day })
      .from(playtimeDaily)
      .where(and(inArray(playtimeDaily.userId, ids), gt(playtimeDaily.seconds, 0)))
    expect(listened.length).toBeGreaterThan(800)
    // Today is left to live listening (the statistics' 'Hoy', the journeys that play an audio).
    const today = dayInZone(new Date(), timeZone)
    expect(listened.filter((row) => row.day >= today)).toEqual([])
    const spans = await db
      .select({ userId: subscriptions.userId, start: subscriptions.startDate, end: subscriptions.endDate })
      .from(subscriptions)
      .where(inArray(subscriptions.userId, ids))
    const byUser = new Map<string, typeof spans>()
    for (const span of spans) byUser.set(span.userId, [...(byUser.get(span.userId) ?? []), span])
    for (const row of listened) {
      const covered = (byUser.get(row.userId) ?? []).some(
        (span) =>
          dayInZone(span.start, timeZone) <= row.day && row.day <= dayInZone(span.end as Date, timeZone),
      )
      expect(covered).toBe(true)
    }
  })
})
