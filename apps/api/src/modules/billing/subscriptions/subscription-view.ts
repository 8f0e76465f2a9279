import type { Subscription, SubscriptionPlan } from '@sosiego/shared'
import type { PlanTableRow, SubscriptionWithPlan } from './subscriptions.repository.ts'

export function toSubscriptionPlan(plan: PlanTableRow): SubscriptionPlan {
  return {
    _id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    price: plan.priceCents / 100,
    currency: plan.currency,
    durationDays: plan.durationDays,
    features: plan.features,
    fullCategoryAccess: plan.fullCategoryAccess,
    isTestSubscrionPlan: plan.isTestPlan,
  }
}

/**
 * The status a reader should see at `now`: an active one whose end has passed is expired, and a
 * queued renewal whose start has come is active, whether or not the job has caught up yet.
 */
export function effectiveStatus(row: SubscriptionWithPlan, now: Date): Subscription['status'] {
  const ended = row.endDate !== null && row.endDate <= now
  if (row.status === 'active' && ended) return 'expired'
  if (row.status === 'pending' && row.startDate <= now) return ended ? 'expired' : 'active'
  return row.status
}

export function toSubscription(row: SubscriptionWithPlan, now = new Date()): Subscription {
  return {
    _id: row.id,
    status: effectiveStatus(row, now),
    plan: toSubscriptionPlan(row.plan),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    themeId1: row.themeId1,
    themeId2: row.themeId2,
    createdAt: row.createdAt.toISOString(),
  }
}
