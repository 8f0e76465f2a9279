import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { paymentOrders, plans, subscriptions, themes, users } from '../db/schema/index.ts'
import { addDays } from '../modules/billing/index.ts'
import { demoReviews } from './reviews.ts'

type DemoOrder = {
  /** Stable, so a restart finds the order it already made. */
  key: string
  planSlug: 'mini' | 'full' | 'full-anual'
  status: 'completed' | 'intent_created' | 'failed' | 'expired'
  daysAgo: number
  /** Which demo reviewer paid (index in `demoReviews`). */
  buyer: number
  /** The mini plan's two themes. */
  themeSlugs?: [string, string]
}

/**
 * A few payments of the demo reviewers, so Órdenes shows every status on a fresh install and staff
 * can search, filter, open and export them. Paid orders come with the subscription they granted,
 * as the checkout makes them, so the data agrees with itself.
 */
export const demoOrders: DemoOrder[] = [
  { key: 'demo-order-1', planSlug: 'full-anual', status: 'completed', daysAgo: 28, buyer: 0 },
  { key: 'demo-order-2', planSlug: 'full', status: 'completed', daysAgo: 12, buyer: 1 },
  {
    key: 'demo-order-3',
    planSlug: 'mini',
    status: 'completed',
    daysAgo: 6,
    buyer: 3,
    themeSlugs: ['salud-mental', 'meditacion'],
  },
  // A declined card, then a second try still open at the checkout.
  { key: 'demo-order-4', planSlug: 'full', status: 'failed', daysAgo: 4, buyer: 2 },
  { key: 'demo-order-5', planSlug: 'mini', status: 'expired', daysAgo: 2, buyer: 4 },
  { key: 'demo-order-6', planSlug: 'full', status: 'intent_created', daysAgo: 0, buyer: 2 },
]

/** The buyers, in order: the demo reviewers (who nobody signs in as). */
const buyerEmails = demoReviews.map((review) => review.email)

export async function seedDemoOrders(db: Database): Promise<void> {
  const buyers = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, buyerEmails))
    ).map((user) => [user.email, user.id]),
  )
  const planRows = new Map(
    (
      await db
        .select()
        .from(plans)
        .where(inArray(plans.slug, ['mini', 'full', 'full-anual']))
    ).map((plan) => [plan.slug, plan]),
  )
  const themeIds = new Map(
    (await db.select({ id: themes.id, slug: themes.slug }).from(themes)).map((theme) => [
      theme.slug,
      theme.id,
    ]),
  )
  const now = Date.now()

  await db.transaction(async (tx) => {
    for (const order of demoOrders) {
      const userId = buyers.get(buyerEmails[order.buyer % buyerEmails.length] as string)
      const plan = planRows.get(order.planSlug)
      if (!userId || !plan) continue
      const createdAt = new Date(now - order.daysAgo * 86_400_000 - 3_600_000)
      const [themeId1, themeId2] = (order.themeSlugs ?? []).map((slug) => themeIds.get(slug) ?? null)
      const [inserted] = await tx
        .insert(paymentOrders)
        .values({
          userId,
          planId: plan.id,
          amountCents: plan.priceCents,
          currency: plan.currency,
          status: order.status,
          provider: 'local',
          providerSessionId: `lcs_${order.key}`,
          idempotencyKey: order.key,
          themeId1: themeId1 ?? null,
          themeId2: themeId2 ?? null,
          // The local checkout's session lasts a day (an open one is still payable).
          expiresAt: addDays(createdAt, 1),
          completedAt: order.status === 'completed' ? new Date(createdAt.getTime() + 60_000) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing({ target: paymentOrders.idempotencyKey })
        .returning()
      if (!inserted || order.status !== 'completed') continue
      const startDate = inserted.completedAt ?? createdAt
      await tx
        .insert(subscriptions)
        .values({
          userId,
          planId: plan.id,
          status: 'active',
          source: 'payment',
          orderId: inserted.id,
          startDate,
          endDate: addDays(startDate, plan.durationDays),
          themeId1: inserted.themeId1,
          themeId2: inserted.themeId2,
          // Made when the order was paid, as the checkout makes it (not on the seed's day).
          createdAt: startDate,
          updatedAt: startDate,
        })
        // A buyer who holds a plan already keeps it: one active subscription per user.
        .onConflictDoNothing()
    }
  })
}
