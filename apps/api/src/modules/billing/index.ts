// The billing module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as billing } from './billing.plugin.ts'
export { invoicePaidOrdersWithout } from './invoices/invoice-paid-orders.ts'
export { GRACE_MARGIN_MS } from './renewals/renewal-events.ts'
// The demo seed's year of history (issue 33) refunds its withdrawals by the same rule.
export { withdrawalRefundCents } from './renewals/withdrawal-refund.ts'
export type { Entitlements, SubscriptionFacts } from './subscriptions/entitlements.ts'
export {
  canReach,
  entitlementsFrom,
  entitlementsOf,
  forgetShownEntitlements,
  shownEntitlementsOf,
} from './subscriptions/entitlements.ts'
export { stopRenewalsOf } from './subscriptions/member-subscription.service.ts'
export { addDays } from './subscriptions/plan-rules.ts'
export { sessionSubscriptionFields } from './subscriptions/session-subscriptions.ts'
export { checkGrantRights, endOfDay, grantPlanAsStaff } from './subscriptions/staff-grant.ts'
export { effectiveStatus } from './subscriptions/subscription-view.ts'
export type { SubscriptionWithPlan } from './subscriptions/subscriptions.repository.ts'
export { findSubscriptionInForce, hasTakenTrial, inForce } from './subscriptions/subscriptions.repository.ts'
export { grantTrialOnce } from './subscriptions/trial-grant.ts'
export { recordTrialKeys, trialKeys } from './subscriptions/used-trials.ts'
