import type { Plan, PlanUpdateBody, SubscriptionPlan } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  countExistingCategories,
  findActivePlanBySlug,
  findActivePlans,
  findAllPlans,
  findPlanById,
  otherPlanWith,
  type PlanRow,
  type PlanTableRow,
  replacePlanCategories,
  updatePlanRow,
} from './plans.repository.ts'

/** A plan as a subscription carries it (spec §3): the one mapping of a plan's row to the contract. */
export function toSubscriptionPlan(row: PlanTableRow): SubscriptionPlan {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: row.priceCents / 100,
    currency: row.currency,
    durationDays: row.durationDays,
    features: row.features,
    fullCategoryAccess: row.fullCategoryAccess,
    isTestSubscrionPlan: row.isTestPlan,
  }
}

/** A plan as the plan lists show it: the subscription's plan, with what only those lists read. */
export function toPlan(row: PlanRow): Plan {
  return {
    ...toSubscriptionPlan(row),
    categoryAccess: row.categoryAccess,
    isActive: row.isActive,
    order: row.order,
    isFeatured: row.isFeatured,
    renews: row.renews,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The plans on sale, as the public site and the apps show them. */
export async function listPublicPlans(db: Database): Promise<Plan[]> {
  return (await findActivePlans(db)).map(toPlan)
}

/** Every plan, inactive ones too, for staff who must be able to switch a plan back on. */
export async function listAllPlans(db: Database): Promise<Plan[]> {
  return (await findAllPlans(db)).map(toPlan)
}

export async function getPublicPlan(db: Database, slug: string): Promise<Plan> {
  const row = await findActivePlanBySlug(db, slug)
  if (!row) throw new AppError('plans.notFound', 404)
  return toPlan(row)
}

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: unknown })?.cause ?? error
  const { code, constraint: name } = cause as { code?: string; constraint?: string }
  return code === '23505' && name === constraint
}

/**
 * PUT /api/plans/update/{id} (back office). At most one featured plan and one test plan: checked
 * here with the spec's messages, and by the database's partial unique indexes under a race.
 */
export async function updatePlan(db: Database, id: string, body: PlanUpdateBody): Promise<Plan> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database
      const existing = await findPlanById(tx, id)
      if (!existing) throw new AppError('plans.notFound', 404)
      if (body.isFeatured && (await otherPlanWith(tx, 'isFeatured', id)))
        throw new AppError('plans.featuredTaken', 409)
      if (body.isTestSubscrionPlan && (await otherPlanWith(tx, 'isTestPlan', id)))
        throw new AppError('plans.testPlanTaken', 409)
      // The spec's one-off flows stay for the test plan: it is free and never renews (issue 18).
      const testPlan = body.isTestSubscrionPlan ?? existing.isTestPlan
      const renews = body.renews ?? (body.isTestSubscrionPlan ? false : existing.renews)
      if (testPlan && renews) throw new AppError('plans.testPlanNeverRenews', 400)
      const categoryIds = body.categoryAccess ? [...new Set(body.categoryAccess)] : undefined
      if (categoryIds && (await countExistingCategories(tx, categoryIds)) !== categoryIds.length)
        throw new AppError('plans.categoryNotFound', 400)
      const values: Parameters<typeof updatePlanRow>[2] = {
        name: body.name,
        description: body.description,
        priceCents: body.price,
        currency: body.currency,
        durationDays: body.durationDays,
        features: body.features,
        fullCategoryAccess: body.fullCategoryAccess,
        isActive: body.isActive,
        order: body.order,
        isFeatured: body.isFeatured,
        isTestPlan: body.isTestSubscrionPlan,
        renews: body.renews ?? (body.isTestSubscrionPlan ? false : undefined),
      }
      await updatePlanRow(
        tx,
        id,
        Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
      )
      if (categoryIds) await replacePlanCategories(tx, id, categoryIds)
      const updated = await findPlanById(tx, id)
      if (!updated) throw new AppError('plans.notFound', 404)
      return toPlan(updated)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'plans_one_featured')) throw new AppError('plans.featuredTaken', 409)
    if (isUniqueViolation(error, 'plans_one_test_plan')) throw new AppError('plans.testPlanTaken', 409)
    throw error
  }
}
