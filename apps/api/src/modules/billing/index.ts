// The billing module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as billing } from './billing.plugin.ts'
export type { Entitlements } from './entitlements.ts'
export {
  canReach,
  entitlementsFrom,
  entitlementsOf,
  forgetShownEntitlements,
  shownEntitlementsOf,
} from './entitlements.ts'
export { stopRenewalsOf } from './member-subscription.service.ts'
export { addDays } from './plan-rules.ts'
export { sessionSubscriptionFields } from './session-subscriptions.ts'
export { checkGrantRights, endOfDay, grantPlanAsStaff } from './staff-grant.ts'
export { effectiveStatus } from './subscription-view.ts'
export type { SubscriptionWithPlan } from './subscriptions.repository.ts'
export { findSubscriptionInForce, hasTakenTrial, inForce } from './subscriptions.repository.ts'
export { grantTrialOnce } from './trial-grant.ts'
export { recordTrialKeys, trialKeys } from './used-trials.ts'
