import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { planCategories } from '../../../db/schema/index.ts'
import { createTtlCache } from '../../../lib/ttl-cache.ts'
import { MINI_PLAN_SLUG } from './plan-rules.ts'
import { findSubscriptionInForce } from './subscriptions.repository.ts'

/** What a user can reach now. Every feature that opens content asks this, and only this. */
export interface Entitlements {
  /** The subscription in force, if any. */
  subscriptionId: string | null
  planSlug: string | null
  /** Every category (full access plans). */
  allCategories: boolean
  /** Categories opened whole (the plan's categoryAccess). */
  categoryIds: string[]
  /** Single themes opened (the mini plan's two choices). */
  themeIds: string[]
}

const NOTHING: Entitlements = {
  subscriptionId: null,
  planSlug: null,
  allCategories: false,
  categoryIds: [],
  themeIds: [],
}

/**
 * Full access plans reach every category; other plans reach their categoryAccess; the mini plan
 * reaches the two themes chosen after the wellbeing test. Read from the subscription in force at
 * `now`, so access ends on time even before the expiry job has run.
 */
export async function entitlementsOf(db: Database, userId: string, now = new Date()): Promise<Entitlements> {
  const subscription = await findSubscriptionInForce(db, userId, now)
  if (!subscription) return NOTHING
  const links = subscription.plan.fullCategoryAccess
    ? []
    : await db
        .select({ categoryId: planCategories.categoryId })
        .from(planCategories)
        .where(eq(planCategories.planId, subscription.plan.id))
  return entitlementsFrom(
    subscription,
    links.map((link) => link.categoryId),
  )
}

/** The subscription in force with its plan, as a batch query reads it for `entitlementsFrom`. */
export type SubscriptionFacts = {
  id: string
  themeId1: string | null
  themeId2: string | null
  plan: { slug: string; fullCategoryAccess: boolean }
}

/**
 * The rule of `entitlementsOf` from rows already read (the subscription in force with its plan, and
 * the plan's categories): the listening credit reads them in its one batch query (decision 075).
 */
export function entitlementsFrom(
  subscription: SubscriptionFacts | null | undefined,
  planCategoryIds: string[],
): Entitlements {
  if (!subscription) return NOTHING
  const { plan } = subscription
  const base = { subscriptionId: subscription.id, planSlug: plan.slug }
  if (plan.fullCategoryAccess) return { ...base, allCategories: true, categoryIds: [], themeIds: [] }
  const themeIds =
    plan.slug === MINI_PLAN_SLUG
      ? [subscription.themeId1, subscription.themeId2].filter((id): id is string => Boolean(id))
      : []
  return { ...base, allCategories: false, categoryIds: planCategoryIds, themeIds }
}

/** Whether these entitlements open one item of the catalogue (by its theme and the theme's category). */
export function canReach(entitlements: Entitlements, item: { categoryId: string; themeId: string }): boolean {
  return (
    entitlements.allCategories ||
    entitlements.categoryIds.includes(item.categoryId) ||
    entitlements.themeIds.includes(item.themeId)
  )
}

/**
 * What the catalogue shows a member (locks, the list's ETag), kept 2 seconds: the list is the
 * busiest member call. Access itself (stream URLs, guards) always asks `entitlementsOf`. A grant
 * forgets the member's entry, so a purchase shows at once here, and within 2 s on other instances.
 */
const shownEntitlements = createTtlCache<Entitlements>(2000)

export function shownEntitlementsOf(db: Database, userId: string): Promise<Entitlements> {
  return shownEntitlements.get(userId, () => entitlementsOf(db, userId))
}

export function forgetShownEntitlements(userId: string): void {
  shownEntitlements.delete(userId)
}

/** A plan's reach changed: every member's shown copy goes (a plan edit, on any instance). */
export function forgetAllShownEntitlements(): void {
  shownEntitlements.clear()
}
