import type { RenewalState } from '@sosiego/shared'

/** How close the end of a free trial must be for the panel home to say so. */
export const trialWarningDays = 3

export type PlanAttention = { kind: 'trialEnding'; endDate: string } | { kind: 'renewalFailed' } | null

type AttentionSubscription = {
  status: string
  plan: { isTestSubscrionPlan: boolean }
  endDate?: string | null
} | null

/**
 * What about the member's plan needs their attention on the panel home (issue 30): a renewal
 * payment that failed (the provider retries; the card needs a look) before a trial about to end
 * (within `trialWarningDays`). Nothing otherwise: the home does not talk about a plan that is fine.
 */
export function planAttention(
  subscription: AttentionSubscription | undefined,
  renewal: Pick<RenewalState, 'pastDue'> | undefined,
  now = new Date(),
): PlanAttention {
  if (subscription?.status !== 'active') return null
  if (renewal?.pastDue) return { kind: 'renewalFailed' }
  const end = subscription.endDate ? Date.parse(subscription.endDate) : Number.NaN
  const left = end - now.getTime()
  if (subscription.plan.isTestSubscrionPlan && left > 0 && left <= trialWarningDays * 86_400_000)
    return { kind: 'trialEnding', endDate: subscription.endDate as string }
  return null
}
