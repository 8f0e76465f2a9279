import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, testTakes, themes, users } from '../../db/schema/index.ts'

export type TestTakeRow = typeof testTakes.$inferSelect

export async function insertTestTake(
  db: Database,
  values: typeof testTakes.$inferInsert,
): Promise<TestTakeRow> {
  const [row] = await db.insert(testTakes).values(values).returning()
  if (!row) throw new Error('test take not inserted')
  return row
}

/** The user's newest take: their current result. */
export async function findLatestTestTake(db: Database, userId: string): Promise<TestTakeRow | undefined> {
  const [row] = await db
    .select()
    .from(testTakes)
    .where(eq(testTakes.userId, userId))
    .orderBy(desc(testTakes.createdAt), desc(testTakes.id))
    .limit(1)
  return row
}

/** Every take of the user, newest first: their `testHistory`. */
export function findTestTakes(db: Database, userId: string): Promise<TestTakeRow[]> {
  return db
    .select()
    .from(testTakes)
    .where(eq(testTakes.userId, userId))
    .orderBy(desc(testTakes.createdAt), desc(testTakes.id))
}

/** Every take of several users, newest first (the back office's list: one query for a page). */
export function findTestTakesOfUsers(db: Database, userIds: string[]): Promise<TestTakeRow[]> {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(testTakes)
    .where(inArray(testTakes.userId, userIds))
    .orderBy(desc(testTakes.createdAt), desc(testTakes.id))
}

export async function deleteTestTakes(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(testTakes)
    .where(eq(testTakes.userId, userId))
    .returning({ id: testTakes.id })
  return deleted.length
}

/** Keeps the takes (their results) and removes their answers: a withdrawn consent that kept the recommendation. */
export async function clearTestAnswers(db: Database, userId: string): Promise<void> {
  await db.update(testTakes).set({ answers: null }).where(eq(testTakes.userId, userId))
}

export type HealthConsentRow = { givenAt: Date | null; version: string | null }

/**
 * The user's recorded consent, with their row locked until the transaction ends: a submission and a
 * withdrawal of the same member are serialised on it, so no answer is stored after a withdrawal.
 */
export async function lockHealthConsent(db: Database, userId: string): Promise<HealthConsentRow | undefined> {
  const [row] = await db
    .select({ givenAt: users.healthConsentAt, version: users.healthConsentVersion })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return row
}

export type CatalogueRef = { id: string; name: string; slug: string }
export type ThemeRef = CatalogueRef & { categorySlug: string }

/**
 * Categories by slug. `existing` leaves out deleted ones (to validate what a client reports);
 * without it, a stored result still shows a category staff have since deleted.
 */
export function findCategoriesBySlugs(
  db: Database,
  slugs: string[],
  { existing = false } = {},
): Promise<CatalogueRef[]> {
  if (slugs.length === 0) return Promise.resolve([])
  const bySlug = inArray(categories.slug, slugs)
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(existing ? and(bySlug, eq(categories.isDeleted, false)) : bySlug)
}

/** Themes by slug with their category's slug; `existing` as for categories. */
export function findThemesBySlugs(
  db: Database,
  slugs: string[],
  { existing = false } = {},
): Promise<ThemeRef[]> {
  if (slugs.length === 0) return Promise.resolve([])
  const bySlug = inArray(themes.slug, slugs)
  return db
    .select({ id: themes.id, name: themes.name, slug: themes.slug, categorySlug: categories.slug })
    .from(themes)
    .innerJoin(categories, eq(themes.categoryId, categories.id))
    .where(existing ? and(bySlug, eq(themes.isDeleted, false)) : bySlug)
}
