import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  categories,
  mediaItems,
  paymentOrders,
  plans,
  playtimeDaily,
  subscriptions,
  themes,
  users,
} from '../../db/schema/index.ts'

/*
 * Small business histories built by hand, row by row exactly as billing writes them (issue 33): a
 * purchase is a completed `purchase` order and the `subscriptions` row it granted (source 'payment');
 * a renewal a completed `renewal` order and the access row's end moved (extendAccess); an upgrade the
 * old row ended now and the new one starting now (grantPlan); a withdrawal a `withdrawal` order
 * (status 'refunded', the amount given back) and the access row ended now (withdraw).
 */

export const madrid = 'Europe/Madrid'
/** An instant: 'YYYY-MM-DD' at 10:00 UTC (noon in Madrid in summer), or a full ISO string. */
export const at = (value: string) => new Date(value.length === 10 ? `${value}T10:00:00Z` : value)

export type PlanRow = typeof plans.$inferSelect

/** The plans of the histories, with slugs of their own so the demo seed's plans never mix in. */
export async function businessPlans(db: Database) {
  const plan = async (values: Partial<typeof plans.$inferInsert> & { slug: string }) => {
    const [row] = await db
      .insert(plans)
      .values({ name: values.slug, fullCategoryAccess: true, currency: 'EUR', ...values })
      .returning()
    if (!row) throw new Error('plan not inserted')
    return row
  }
  return {
    monthly: await plan({ slug: 'negocio-mensual', priceCents: 1000, durationDays: 30, renews: true }),
    mini: await plan({ slug: 'negocio-mini', priceCents: 500, durationDays: 30, renews: true }),
    annual: await plan({ slug: 'negocio-anual', priceCents: 12000, durationDays: 365, renews: true }),
    oneOff: await plan({ slug: 'negocio-unico', priceCents: 3000, durationDays: 30, renews: false }),
    free: await plan({ slug: 'negocio-gratis', priceCents: 0, durationDays: 7, renews: false }),
  }
}

export async function member(db: Database, name = 'Ana') {
  const [user] = await db
    .insert(users)
    .values({ name, lastName: 'Prueba', email: `${randomUUID()}@sosiego.test`, isVerified: true })
    .returning()
  if (!user) throw new Error('user not inserted')
  return user
}

async function order(
  db: Database,
  values: {
    userId: string
    plan: PlanRow
    kind: 'purchase' | 'renewal' | 'withdrawal' | 'refund'
    amountCents: number
    at: Date
  },
) {
  const [row] = await db
    .insert(paymentOrders)
    .values({
      userId: values.userId,
      planId: values.plan.id,
      amountCents: values.amountCents,
      currency: values.plan.currency,
      provider: 'local',
      status: values.kind === 'withdrawal' || values.kind === 'refund' ? 'refunded' : 'completed',
      kind: values.kind,
      idempotencyKey: randomUUID(),
      providerSessionId: values.kind === 'purchase' ? `cs_${randomUUID()}` : null,
      providerRef: values.kind === 'purchase' ? null : `${values.kind}:${randomUUID()}`,
      expiresAt: values.at,
      completedAt: values.at,
      createdAt: values.at,
    })
    .returning()
  if (!row) throw new Error('order not inserted')
  return row
}

/** A purchase: the order and the access row it granted, from `start` (the payment, unless queued) to `end`. */
export async function bought(
  db: Database,
  userId: string,
  plan: PlanRow,
  paidAt: Date,
  end: Date,
  start: Date = paidAt,
) {
  const purchase = await order(db, {
    userId,
    plan,
    kind: 'purchase',
    amountCents: plan.priceCents,
    at: paidAt,
  })
  const [sub] = await db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      // As the scheduler leaves them by today: over ('expired'), or in force or queued.
      status: end.getTime() <= Date.now() ? 'expired' : start <= paidAt ? 'active' : 'pending',
      source: 'payment',
      orderId: purchase.id,
      startDate: start,
      endDate: end,
    })
    .returning()
  if (!sub) throw new Error('subscription not inserted')
  return { order: purchase, sub }
}

/** A renewal paid at `paidAt`: its order, and the access row's end moved to `until`. */
export async function renewed(
  db: Database,
  sub: typeof subscriptions.$inferSelect,
  plan: PlanRow,
  paidAt: Date,
  until: Date,
) {
  await order(db, { userId: sub.userId, plan, kind: 'renewal', amountCents: plan.priceCents, at: paidAt })
  await db.update(subscriptions).set({ endDate: until }).where(eq(subscriptions.id, sub.id))
}

/** The upgrade (grantPlan): the old row ends now, the new plan is bought and starts now. */
export async function upgraded(
  db: Database,
  old: typeof subscriptions.$inferSelect,
  plan: PlanRow,
  paidAt: Date,
  end: Date,
) {
  await db
    .update(subscriptions)
    .set({ status: 'completed', endDate: paidAt })
    .where(eq(subscriptions.id, old.id))
  return bought(db, old.userId, plan, paidAt, end)
}

/** A withdrawal (withdraw): the refund's order row and access ended now. */
export async function withdrew(
  db: Database,
  sub: typeof subscriptions.$inferSelect,
  plan: PlanRow,
  refundCents: number,
  when: Date,
) {
  await order(db, { userId: sub.userId, plan, kind: 'withdrawal', amountCents: refundCents, at: when })
  await db
    .update(subscriptions)
    .set({ status: 'cancelled', endDate: when })
    .where(eq(subscriptions.id, sub.id))
}

/** A refund staff made at the provider (issue 32): its own order row; the plan is not touched. */
export async function refundedAtProvider(
  db: Database,
  userId: string,
  plan: PlanRow,
  cents: number,
  when: Date,
) {
  await order(db, { userId, plan, kind: 'refund', amountCents: cents, at: when })
}

/** A plan without a payment: the trial, a free plan, a staff grant. */
export async function granted(
  db: Database,
  userId: string,
  plan: PlanRow,
  source: 'trial' | 'free' | 'admin',
  start: Date,
  end: Date | null,
) {
  const status = end && end.getTime() <= Date.now() ? 'expired' : 'active'
  await db
    .insert(subscriptions)
    .values({ userId, planId: plan.id, status, source, startDate: start, endDate: end })
}

/** A category with one theme and one audio, for listening rows. */
export async function listenable(db: Database, name: string) {
  const slug = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}`
  const [category] = await db.insert(categories).values({ name, slug }).returning()
  if (!category) throw new Error('category not inserted')
  const [theme] = await db.insert(themes).values({ name, slug, categoryId: category.id }).returning()
  if (!theme) throw new Error('theme not inserted')
  const [media] = await db
    .insert(mediaItems)
    .values({
      title: name,
      description: name,
      themeId: theme.id,
      duration: 600,
      audioName: 'a.mp3',
      audioUrl: 'a.mp3',
    })
    .returning()
  if (!media) throw new Error('media not inserted')
  return { category, theme, media }
}

/** Listening on a calendar day, as the credit files it in `playtime_daily`. */
export async function listened(
  db: Database,
  userId: string,
  item: Awaited<ReturnType<typeof listenable>>,
  day: string,
  seconds = 300,
) {
  await db.insert(playtimeDaily).values({
    userId,
    mediaId: item.media.id,
    themeId: item.theme.id,
    categoryId: item.category.id,
    day,
    seconds,
  })
}
