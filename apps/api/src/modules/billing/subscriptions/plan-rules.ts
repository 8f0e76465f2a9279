import type { PlanTableRow } from '../../plans/index.ts'

export const MINI_PLAN_SLUG = 'mini'
export const FULL_PLAN_SLUG = 'full'

/** A plan taken without the provider: the test plan, or any plan priced 0. Once per user, ever. */
export const isFreePlan = (plan: Pick<PlanTableRow, 'priceCents' | 'isTestPlan'>) =>
  plan.priceCents === 0 || plan.isTestPlan

/** The one purchase allowed over an active paid plan (spec §4 "Checkout"): mini → full. */
export const isUpgrade = (from: Pick<PlanTableRow, 'slug'>, to: Pick<PlanTableRow, 'slug'>) =>
  from.slug === MINI_PLAN_SLUG && to.slug === FULL_PLAN_SLUG

export const DAY_MS = 24 * 60 * 60 * 1000

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)
