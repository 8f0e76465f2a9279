import { isBackOfficeRole } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { isPlanUpgrade } from '../../../lib/checkout.ts'

export type PlanButtonPlan = { slug: string; durationDays: number; isTestSubscrionPlan: boolean }

export type PlanButtonUser = {
  role: string
  activeSubscription?: {
    status: string
    plan: { slug: string; durationDays: number; isTestSubscrionPlan: boolean }
  } | null
}

export type PlanButtonAction =
  | { kind: 'accountModal'; redirectPath: string }
  | { kind: 'checkout'; path: string }

export type PlanButtonState = { label: string; disabled: boolean; action: PlanButtonAction }

/**
 * The call to action of a plan card on the landing page (spec §4 "Plan button").
 * Staff cannot subscribe; the free trial is taken once per account; a member is never offered a plan
 * no longer than the one they already pay for. An active trial does not block paid plans.
 * A mini holder may still buy full (spec §9 and the checkout rule), though it lasts as long.
 */
export function planButtonState(plan: PlanButtonPlan, user: PlanButtonUser | null): PlanButtonState {
  const checkoutPath = `/checkout/${encodeURIComponent(plan.slug)}`
  const action: PlanButtonAction = user
    ? { kind: 'checkout', path: checkoutPath }
    : { kind: 'accountModal', redirectPath: plan.isTestSubscrionPlan ? '/test' : checkoutPath }

  if (user && isBackOfficeRole(user.role)) {
    return { label: es['plans.button.unavailable'], disabled: true, action }
  }
  if (user && plan.isTestSubscrionPlan) {
    return { label: es['plans.button.alreadyActivated'], disabled: true, action }
  }
  const active = user?.activeSubscription
  if (
    active?.status === 'active' &&
    !active.plan.isTestSubscrionPlan &&
    active.plan.durationDays >= plan.durationDays &&
    !isPlanUpgrade(active.plan.slug, plan.slug)
  ) {
    return { label: es['plans.button.active'], disabled: true, action }
  }
  const label = plan.isTestSubscrionPlan ? es['plans.button.listenNow'] : es['plans.button.subscribe']
  return { label, disabled: false, action }
}
