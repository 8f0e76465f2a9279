// The plans module's public face: what the other rooms of the API may use (docs/architecture.md).

export { onPlansChanged } from './plan-changes.ts'
export type { PlanTableRow } from './plans.repository.ts'
export { findPlanById, findPlanRowById } from './plans.repository.ts'
export { default as plansRoutes } from './plans.routes.ts'
export { toSubscriptionPlan } from './plans.service.ts'
