import type { SessionUser } from '@sosiego/shared'
import type { Database } from '../../../db/client.ts'
import { hasPaymentPending } from '../renewals/provider-subscriptions.repository.ts'
import { toSubscription } from './subscription-view.ts'
import { findUserSubscriptions } from './subscriptions.repository.ts'

export type SessionSubscriptionFields = Pick<
  SessionUser,
  'activeSubscription' | 'activeSubscriptionDate' | 'subscriptions' | 'paymentPending'
>

/** The session user's subscription fields (spec §3, back-office §3), as of `now`. */
export async function sessionSubscriptionFields(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<SessionSubscriptionFields> {
  const [rows, paymentPending] = await Promise.all([
    findUserSubscriptions(db, userId),
    hasPaymentPending(db, userId),
  ])
  const subscriptions = rows.map((row) => toSubscription(row, now))
  const active = subscriptions.find((subscription) => subscription.status === 'active') ?? null
  return {
    activeSubscription: active,
    activeSubscriptionDate: active ? { startDate: active.startDate, endDate: active.endDate } : null,
    subscriptions,
    paymentPending,
  }
}
