import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, planCategories, plans } from '../../db/schema/index.ts'

/** A plan's own row; `PlanRow` adds the categories it opens (another table). */
export type PlanTableRow = typeof plans.$inferSelect
export type PlanRow = PlanTableRow & { categoryAccess: string[] }

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

/** Every plan, inactive ones too: the back office's Gestión de Planes. */
export async function findAllPlans(db: Database): Promise<PlanRow[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.order), asc(plans.durationDays))
  return withCategoryAccess(db, rows)
}

export async function findActivePlanBySlug(db: Database, slug: string): Promise<PlanRow | undefined> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.slug, slug), eq(plans.isActive, true)))
  return (await withCategoryAccess(db, rows))[0]
}

/** The one way a plan is read by id (in the caller's transaction when it passes one). */
export async function findPlanRowById(db: Database, id: string): Promise<PlanTableRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id))
  return row
}

export async function findPlanById(db: Database, id: string): Promise<PlanRow | undefined> {
  const row = await findPlanRowById(db, id)
  return row ? (await withCategoryAccess(db, [row]))[0] : undefined
}

/** Another plan than `id` with the flag set, if any. */
export async function otherPlanWith(
  db: Database,
  flag: 'isFeatured' | 'isTestPlan',
  id: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans[flag], true), ne(plans.id, id)))
  return rows.length > 0
}

export async function updatePlanRow(
  db: Database,
  id: string,
  values: Partial<typeof plans.$inferInsert>,
): Promise<void> {
  if (Object.keys(values).length > 0) await db.update(plans).set(values).where(eq(plans.id, id))
}

export async function replacePlanCategories(
  db: Database,
  planId: string,
  categoryIds: string[],
): Promise<void> {
  await db.delete(planCategories).where(eq(planCategories.planId, planId))
  if (categoryIds.length > 0)
    await db.insert(planCategories).values(categoryIds.map((categoryId) => ({ planId, categoryId })))
}

export async function countExistingCategories(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
  return rows.length
}
