import { type BusinessSummary, businessSummaryResponseSchema, periodQuerySchema } from '@sosiego/shared'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import type { Database } from '../../db/client.ts'
import {
  businessMemberEvents,
  businessPayingSpans,
  paymentOrders,
  renewalCancellations,
  users,
} from '../../db/schema/index.ts'
import { businessCohorts, businessContentRetention, businessSummary } from './business.service.ts'
import {
  at,
  bought,
  businessPlans,
  granted,
  listenable,
  listened,
  madrid,
  member,
  refundedAtProvider,
  renewed,
  upgraded,
  withdrew,
} from './business.test-helpers.ts'
import { rebuildEverything, refreshBusiness } from './business-refresh.repository.ts'

/**
 * Issue 33: a half year of a small business written by hand (README.md's definitions, one member per
 * edge case), and every figure of June 2026 and of the 30 days before checked against it.
 *
 *   A  trial 20 May; monthly from 25 May (new, in May); renewed 24 June
 *   B  mini from 10 April, renewed 10 May; upgraded to monthly on 5 June (expansion +5)
 *   C  monthly from 1 March, renewed to 15 June and cancelled: churned on 15 June (−10)
 *   D  annual (120 €) from 10 January: 10 € of MRR
 *   E  one-off plan bought 10 June (30 €): revenue, paying, no MRR
 *   F  monthly bought 12 June, withdrawn 14 June (8.67 € back): new then churned, never paying at a bound
 *   G  monthly 1 February – 3 March; pays again 20 June: reactivated (+10)
 *   H  monthly from 3 May; the mini bought 28 May, queued from 2 June: contraction (−5)
 *   I  staff grant, J free plan: neither revenue nor paying
 *   K  trial 3 June, never pays
 *   L  monthly bought 8 June, then the account deleted: kept anonymously
 */
async function buildHistory(db: Database) {
  const plan = await businessPlans(db)
  const m = {
    A: await member(db, 'A'),
    B: await member(db, 'B'),
    C: await member(db, 'C'),
    D: await member(db, 'D'),
    E: await member(db, 'E'),
    F: await member(db, 'F'),
    G: await member(db, 'G'),
    H: await member(db, 'H'),
    I: await member(db, 'I'),
    J: await member(db, 'J'),
    K: await member(db, 'K'),
    L: await member(db, 'L'),
  }
  await granted(db, m.A.id, plan.free, 'trial', at('2026-05-20'), at('2026-05-27'))
  const a = await bought(db, m.A.id, plan.monthly, at('2026-05-25'), at('2026-06-24'))
  await renewed(db, a.sub, plan.monthly, at('2026-06-24'), at('2026-07-24'))

  const b = await bought(db, m.B.id, plan.mini, at('2026-04-10'), at('2026-05-10'))
  await renewed(db, b.sub, plan.mini, at('2026-05-10'), at('2026-06-09'))
  await upgraded(db, b.sub, plan.monthly, at('2026-06-05'), at('2026-07-05'))

  const c = await bought(db, m.C.id, plan.monthly, at('2026-03-01'), at('2026-03-31'))
  await renewed(db, c.sub, plan.monthly, at('2026-03-31'), at('2026-04-16'))
  await renewed(db, c.sub, plan.monthly, at('2026-04-16'), at('2026-05-16'))
  await renewed(db, c.sub, plan.monthly, at('2026-05-16'), at('2026-06-15'))

  await bought(db, m.D.id, plan.annual, at('2026-01-10'), at('2027-01-10'))
  await bought(db, m.E.id, plan.oneOff, at('2026-06-10'), at('2026-07-10'))
  const f = await bought(db, m.F.id, plan.monthly, at('2026-06-12'), at('2026-07-12'))
  await withdrew(db, f.sub, plan.monthly, 867, at('2026-06-14'))

  await bought(db, m.G.id, plan.monthly, at('2026-02-01'), at('2026-03-03'))
  await bought(db, m.G.id, plan.monthly, at('2026-06-20'), at('2026-07-20'))

  await bought(db, m.H.id, plan.monthly, at('2026-05-03'), at('2026-06-02'))
  await bought(db, m.H.id, plan.mini, at('2026-05-28'), at('2026-07-02'), at('2026-06-02'))

  await granted(db, m.I.id, plan.monthly, 'admin', at('2026-06-01'), null)
  await granted(db, m.J.id, plan.free, 'free', at('2026-06-01'), at('2026-06-08'))
  await granted(db, m.K.id, plan.free, 'trial', at('2026-06-03'), at('2026-06-10'))
  await bought(db, m.L.id, plan.monthly, at('2026-06-08'), at('2026-07-08'))

  // Reasons: C's cancellation in May, answered; one in June without an answer; one in June with a note.
  await db.insert(renewalCancellations).values([
    {
      userId: m.C.id,
      planId: plan.monthly.id,
      reason: 'too-expensive',
      note: 'Demasiado caro para mí',
      createdAt: at('2026-05-20'),
    },
    { userId: m.H.id, planId: plan.mini.id, createdAt: at('2026-06-11') },
    {
      userId: m.A.id,
      planId: plan.monthly.id,
      reason: 'no-time',
      note: 'Vuelvo en otoño',
      createdAt: at('2026-06-25'),
    },
  ])
  return { plan, m }
}

const now = at('2026-06-30T12:00:00Z')
const june = periodQuerySchema.parse({ period: 'custom', from: '2026-06-01', to: '2026-06-30' })

function expectJune(summary: BusinessSummary) {
  expect(summary.period).toEqual({
    from: '2026-06-01',
    to: '2026-06-30',
    days: 30,
    timeZone: madrid,
    previous: { from: '2026-05-02', to: '2026-05-31' },
  })
  expect(summary.currency).toBe('EUR')
  expect(summary.revenue).toEqual({
    mrr: { value: 55, previous: 45 },
    movement: {
      new: { value: 20, previous: 20 },
      expansion: { value: 5, previous: 0 },
      contraction: { value: 5, previous: 0 },
      churned: { value: 20, previous: 0 },
      reactivated: { value: 10, previous: 0 },
    },
    charged: { value: 80, previous: 40 },
    oneOff: { value: 30, previous: 0 },
    refunded: { value: 8.67, previous: 0 },
    net: { value: 71.33, previous: 40 },
  })
  expect(summary.members).toEqual({
    paying: { value: 7, previous: 5 },
    payingAtStart: { value: 5, previous: 3 },
    trialsStarted: { value: 1, previous: 1 },
    trialsConverted: { value: 0, previous: 1 },
    trialConversion: { value: 0, previous: 1 },
    churned: { value: 1, previous: 0 },
    churn: { value: 0.2, previous: 0 },
  })
  expect(summary.perDay).toHaveLength(30)
  const day = (d: string) => summary.perDay.find((entry) => entry.day === d)
  expect(day('2026-06-01')).toEqual({ day: '2026-06-01', paying: 5, mrr: 45 })
  expect(day('2026-06-02')).toEqual({ day: '2026-06-02', paying: 5, mrr: 40 })
  expect(day('2026-06-05')).toEqual({ day: '2026-06-05', paying: 5, mrr: 45 })
  expect(day('2026-06-08')).toEqual({ day: '2026-06-08', paying: 6, mrr: 55 })
  expect(day('2026-06-10')).toEqual({ day: '2026-06-10', paying: 7, mrr: 55 })
  expect(day('2026-06-12')).toEqual({ day: '2026-06-12', paying: 8, mrr: 65 })
  expect(day('2026-06-14')).toEqual({ day: '2026-06-14', paying: 7, mrr: 55 })
  expect(day('2026-06-15')).toEqual({ day: '2026-06-15', paying: 6, mrr: 45 })
  expect(day('2026-06-20')).toEqual({ day: '2026-06-20', paying: 7, mrr: 55 })
  expect(day('2026-06-30')).toEqual({ day: '2026-06-30', paying: 7, mrr: 55 })
  expect(summary.cancelReasons).toEqual([
    { reason: 'too-expensive', count: 0, previous: 1 },
    { reason: 'no-time', count: 1, previous: 0 },
    { reason: 'content', count: 0, previous: 0 },
    { reason: 'technical', count: 0, previous: 0 },
    { reason: 'other', count: 0, previous: 0 },
    { reason: 'none', count: 1, previous: 0 },
  ])
  expect(summary.cancelNotes).toEqual([
    { at: at('2026-06-25').toISOString(), reason: 'no-time', note: 'Vuelvo en otoño' },
  ])
}

describe('the business figures of a small history (README.md)', async () => {
  const { app, db } = await createTestApp()
  let history: Awaited<ReturnType<typeof buildHistory>>
  beforeAll(async () => {
    history = await buildHistory(db)
    await refreshBusiness(db, { timeZone: madrid, now })
  })

  it('answers every figure of June and of the 30 days before', async () => {
    expectJune(await businessSummary(db, june, now, madrid))
  })

  it('keeps a deleted account anonymously: its money, its MRR, its cohort, not its id', async () => {
    const { L } = history.m
    await db.delete(users).where(eq(users.id, L.id))
    const outcome = await refreshBusiness(db, { timeZone: madrid, now })
    expect(outcome.members).toBe(1)
    expect(
      await db.select().from(businessMemberEvents).where(eq(businessMemberEvents.memberId, L.id)),
    ).toEqual([])
    expect(await db.select().from(businessPayingSpans).where(eq(businessPayingSpans.memberId, L.id))).toEqual(
      [],
    )
    // The order stays (user_id null) and every figure with it.
    const [kept] = await db
      .select()
      .from(paymentOrders)
      .where(sql`${paymentOrders.userId} is null and ${paymentOrders.kind} = 'purchase'`)
    expect(kept?.amountCents).toBe(1000)
    expectJune(await businessSummary(db, june, now, madrid))
  })

  it('answers the same figures after a rebuild of everything (the bench load path)', async () => {
    const before = await businessSummary(db, june, now, madrid)
    await rebuildEverything(db, madrid, now)
    // A deleted member's subscriptions are gone: a full rebuild loses what the pass had kept of them,
    // which is why the pass, not a rebuild, keeps the figures (decision 116). Without L:
    const after = await businessSummary(db, june, now, madrid)
    expect(after.revenue.charged).toEqual(before.revenue.charged)
    expect(after.revenue.movement.new).toEqual({ value: 10, previous: 20 })
    expect(after.revenue.mrr).toEqual({ value: 45, previous: 45 })
    expect(after.members.paying).toEqual({ value: 6, previous: 5 })
  })

  it('sums revenue both ways: the summary against Órdenes, row by row, for the same period', async () => {
    const admin = await signedInUser(app, db, { role: 'admin' })
    const listed = await admin.client.get('/api/payment-records/list')
    expect(listed.statusCode, listed.body).toBe(200)
    const rows: { kind: string; status: string; amount: number; completedAt: string | null }[] =
      listed.json().data
    const inJune = (row: { completedAt: string | null }) =>
      row.completedAt !== null &&
      row.completedAt >= '2026-05-31T22:00:00.000Z' &&
      row.completedAt < '2026-06-30T22:00:00.000Z'
    const charged = rows
      .filter(
        (row) => inJune(row) && ['purchase', 'renewal'].includes(row.kind) && row.status === 'completed',
      )
      .reduce((total, row) => total + Math.round(row.amount * 100), 0)
    const refunded = rows
      .filter((row) => inJune(row) && row.kind === 'withdrawal' && row.status === 'refunded')
      .reduce((total, row) => total + Math.round(row.amount * 100), 0)
    const summary = await businessSummary(db, june, now, madrid)
    expect(charged).toBe(8000)
    expect(refunded).toBe(867)
    expect(Math.round(summary.revenue.charged.value * 100)).toBe(charged)
    expect(Math.round(summary.revenue.refunded.value * 100)).toBe(refunded)
    expect(Math.round(summary.revenue.net.value * 100)).toBe(charged - refunded)
  })

  it('counts a plan whose paid time runs out later today as paying, not as churned, until then', async () => {
    const late = await member(db, 'M')
    await bought(db, late.id, history.plan.monthly, at('2026-05-31T18:00:00Z'), at('2026-06-30T18:00:00Z'))
    await refreshBusiness(db, { timeZone: madrid, now })
    // After the rebuild above L is gone: 6 paying and 45 € of MRR, and M on top.
    const summary = await businessSummary(db, june, now, madrid)
    expect(summary.members.paying.value).toBe(7)
    expect(summary.members.churned.value).toBe(1)
    expect(summary.revenue.mrr.value).toBe(55)
    expect(summary.revenue.movement.churned.value).toBe(20)
    // Seen the next day, the renewal not charged: it lapsed on 30 June.
    const nextDay = await businessSummary(db, june, at('2026-07-01T09:00:00Z'), madrid)
    expect(nextDay.members.churned.value).toBe(2)
    expect(nextDay.revenue.mrr.value).toBe(45)
    expect(nextDay.revenue.movement.churned.value).toBe(30)
  })

  it('answers over HTTP for the admin, in the contract', async () => {
    const admin = await signedInUser(app, db, { role: 'admin' })
    const res = await admin.client.get('/api/business/summary?period=custom&from=2026-06-01&to=2026-06-30')
    expect(res.statusCode, res.body).toBe(200)
    const body = businessSummaryResponseSchema.parse(res.json())
    expect(body.data.revenue.charged.value).toBe(80)
    expect(body.message).toBe('Cifras del negocio del periodo.')
  })

  it('subtracts a refund made at the provider on its day, charged untouched (issue 32)', async () => {
    const before = await businessSummary(db, june, now, madrid)
    await refundedAtProvider(db, history.m.A.id, history.plan.monthly, 500, at('2026-06-26'))
    const after = await businessSummary(db, june, now, madrid)
    expect(after.revenue.charged).toEqual(before.revenue.charged)
    expect(Math.round(after.revenue.refunded.value * 100)).toBe(
      Math.round(before.revenue.refunded.value * 100) + 500,
    )
    expect(Math.round(after.revenue.net.value * 100)).toBe(Math.round(before.revenue.net.value * 100) - 500)
    expect(after.revenue.mrr).toEqual(before.revenue.mrr)
  })
})

describe('cohorts and the content that keeps members', async () => {
  const { db } = await createTestApp()
  beforeAll(async () => {
    const { m } = await buildHistory(db)
    const calm = await listenable(db, 'Calma')
    const sleep = await listenable(db, 'Sueño')
    await listened(db, m.D.id, calm, '2026-01-12')
    await listened(db, m.G.id, calm, '2026-02-03')
    await listened(db, m.G.id, sleep, '2026-02-20')
    await listened(db, m.G.id, sleep, '2026-06-21')
    await listened(db, m.C.id, sleep, '2026-03-14')
    // Listening of someone who never paid counts in no cohort.
    await listened(db, m.K.id, calm, '2026-06-04')
    await refreshBusiness(db, { timeZone: madrid, now, monthly: 'now' })
  })

  it('counts each cohort by the month of its first payment, paying and listening month by month', async () => {
    const { cohorts, timeZone } = await businessCohorts(db, 6, now, madrid)
    expect(timeZone).toBe(madrid)
    const row = (paying: number[], listenedCounts: number[]) =>
      paying.map((p, offset) => ({ offset, paying: p, listened: listenedCounts[offset] ?? 0 }))
    expect(cohorts).toEqual([
      { month: '2026-01', size: 1, months: row([1, 1, 1, 1, 1, 1], [1, 0, 0, 0, 0, 0]) },
      { month: '2026-02', size: 1, months: row([1, 1, 0, 0, 1], [1, 0, 0, 0, 1]) },
      { month: '2026-03', size: 1, months: row([1, 1, 1, 1], [1, 0, 0, 0]) },
      { month: '2026-04', size: 1, months: row([1, 1, 1], [0, 0, 0]) },
      { month: '2026-05', size: 2, months: row([2, 2], [0, 0]) },
      { month: '2026-06', size: 3, months: row([3], [0]) },
    ])
    // Fewer months: the latest cohorts only.
    expect((await businessCohorts(db, 2, now, madrid)).cohorts.map((cohort) => cohort.month)).toEqual([
      '2026-05',
      '2026-06',
    ])
  })

  it('sets what each member played in their first 14 days against their paying at 90 days', async () => {
    const content = await businessContentRetention(db, 6, now, madrid)
    // D (January, kept), G (February, gone by 2 May), C (March, paying on 30 May); B's 90 days end in July.
    expect(content.members).toBe(3)
    expect(content.retained).toBe(2)
    const byName = Object.fromEntries(
      content.categories.map(({ categoryId: _, ...rest }) => [rest.name, rest]),
    )
    expect(byName).toEqual({
      Calma: { name: 'Calma', played: 2, playedRetained: 1, notPlayed: 1, notPlayedRetained: 1 },
      // G's 20 February is day 20: outside the first 14; C's 14 March is day 14, inside.
      Sueño: { name: 'Sueño', played: 1, playedRetained: 1, notPlayed: 2, notPlayedRetained: 1 },
    })
    expect(
      content.cohorts.map(({ month, members, retained, played }) => ({
        month,
        members,
        retained,
        played: played.length,
      })),
    ).toEqual([
      { month: '2026-01', members: 1, retained: 1, played: 1 },
      { month: '2026-02', members: 1, retained: 0, played: 1 },
      { month: '2026-03', members: 1, retained: 1, played: 1 },
    ])
  })
})
