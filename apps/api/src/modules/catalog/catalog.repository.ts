import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, themes } from '../../db/schema/index.ts'

/** What members and visitors may see: active and not deleted. */
const visible = (table: typeof categories | typeof themes) =>
  and(eq(table.isActive, true), eq(table.isDeleted, false))

export function findVisibleCategories(db: Database) {
  return db
    .select()
    .from(categories)
    .where(visible(categories))
    .orderBy(asc(categories.order), asc(categories.name))
}

export function findVisibleThemes(db: Database) {
  return db
    .select({ theme: themes, category: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(themes)
    .innerJoin(categories, eq(themes.categoryId, categories.id))
    .where(and(visible(themes), visible(categories)))
    .orderBy(asc(themes.order), asc(themes.name))
}
