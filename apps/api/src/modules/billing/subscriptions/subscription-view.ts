import type { Subscription } from '@sosiego/shared'
import { toSubscriptionPlan } from '../../plans/index.ts'
import type { SubscriptionWithPlan } from './subscriptions.repository.ts'

/**
 * The status a reader should see at `now`: an active one whose end has passed is expired, and a
 * queued renewal whose start has come is active, whether or not the job has caught up yet.
 */
export function effectiveStatus(row: SubscriptionWithPlan, now: Date): Subscription['status'] {
  // A declined renewal being retried keeps the plan until its grace ends (decision 114).
  const ended = row.endDate !== null && row.endDate <= now && !(row.graceUntil && row.graceUntil > now)
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
