// The plans module's public face: what the other rooms of the API may use (docs/architecture.md).

export { onPlansChanged } from './plan-changes.ts'
export { findPlanById } from './plans.repository.ts'
export { default as plansRoutes } from './plans.routes.ts'
