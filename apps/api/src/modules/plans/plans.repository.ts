import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { planCategories, plans } from '../../db/schema/index.ts'

export type PlanRow = typeof plans.$inferSelect & { categoryAccess: string[] }

async function withCategoryAccess(db: Database, rows: (typeof plans.$inferSelect)[]): Promise<PlanRow[]> {
  if (rows.length === 0) return []
  const links = await db
    .select()
    .from(planCategories)
    .where(
      inArray(
        planCategories.planId,
        rows.map((row) => row.id),
      ),
    )
  return rows.map((row) => ({
    ...row,
    categoryAccess: links.filter((link) => link.planId === row.id).map((link) => link.categoryId),
  }))
}

export async function findActivePlans(db: Database): Promise<PlanRow[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.order), asc(plans.durationDays))
  return withCategoryAccess(db, rows)
}

export async function findActivePlanBySlug(db: Database, slug: string): Promise<PlanRow | undefined> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.slug, slug), eq(plans.isActive, true)))
  return (await withCategoryAccess(db, rows))[0]
}
