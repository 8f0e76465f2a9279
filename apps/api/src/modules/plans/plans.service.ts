import type { Plan } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../plugins/errors.ts'
import { findActivePlanBySlug, findActivePlans, type PlanRow } from './plans.repository.ts'

export function toPlan(row: PlanRow): Plan {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.priceCents / 100,
    currency: row.currency,
    durationDays: row.durationDays,
    features: row.features,
    categoryAccess: row.categoryAccess,
    fullCategoryAccess: row.fullCategoryAccess,
    isActive: row.isActive,
    order: row.order,
    isFeatured: row.isFeatured,
    isTestSubscrionPlan: row.isTestPlan,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The plans on sale, as the public site and the apps show them. */
export async function listPublicPlans(db: Database): Promise<Plan[]> {
  return (await findActivePlans(db)).map(toPlan)
}

export async function getPublicPlan(db: Database, slug: string): Promise<Plan> {
  const row = await findActivePlanBySlug(db, slug)
  if (!row) throw new AppError('plans.notFound', 404)
  return toPlan(row)
}
