import type { ThemeWithContent } from '@sosiego/shared'
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, mediaItems, pdfs, themes } from '../../db/schema/index.ts'

type Flagged = typeof categories | typeof themes | typeof mediaItems | typeof pdfs

/** What members and visitors may see: active and not deleted. */
const visible = (table: Flagged) => and(eq(table.isActive, true), eq(table.isDeleted, false))

/**
 * Which rows a list shows. `visible`: members and visitors (active, not deleted, and for themes
 * and media, their category and theme visible too). `current` / `deleted`: staff, every row that is
 * not deleted (active or not), or only the deleted ones.
 */
export type Listing = 'visible' | 'current' | 'deleted'

function listed(table: Flagged, listing: Listing): SQL | undefined {
  if (listing === 'visible') return visible(table)
  return eq(table.isDeleted, listing === 'deleted')
}

export function findCategories(db: Database, listing: Listing = 'visible') {
  return db
    .select()
    .from(categories)
    .where(listed(categories, listing))
    .orderBy(asc(categories.order), asc(categories.name))
}

export function findThemes(db: Database, listing: Listing = 'visible') {
  return db
    .select({ theme: themes, category: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(themes)
    .innerJoin(categories, eq(themes.categoryId, categories.id))
    .where(listing === 'visible' ? and(visible(themes), visible(categories)) : listed(themes, listing))
    .orderBy(asc(themes.order), asc(themes.name))
}

/** The audios and videos the members' catalogue shows: the item, its theme and its category visible (joined). */
export const shownToMembers = () => and(visible(mediaItems), visible(themes), visible(categories))

/**
 * The themes members can play something in (an item `shownToMembers`), in the catalogue's order,
 * with their category: what the wellbeing test may recommend (issue 28).
 */
export function findThemesWithContent(db: Database): Promise<ThemeWithContent[]> {
  return db
    .selectDistinct({
      slug: themes.slug,
      categorySlug: categories.slug,
      order: themes.order,
      name: themes.name,
    })
    .from(mediaItems)
    .innerJoin(themes, eq(mediaItems.themeId, themes.id))
    .innerJoin(categories, eq(themes.categoryId, categories.id))
    .where(shownToMembers())
    .orderBy(asc(themes.order), asc(themes.name))
}

const mediaColumns = {
  item: mediaItems,
  theme: { id: themes.id, name: themes.name, slug: themes.slug },
  category: { id: categories.id, name: categories.name, slug: categories.slug },
}

export function findMedia(db: Database, listing: Listing, fileType?: 'audio' | 'video') {
  const scope = listing === 'visible' ? shownToMembers() : listed(mediaItems, listing)
  return db
    .select(mediaColumns)
    .from(mediaItems)
    .innerJoin(themes, eq(mediaItems.themeId, themes.id))
    .innerJoin(categories, eq(themes.categoryId, categories.id))
    .where(fileType ? and(scope, eq(mediaItems.fileType, fileType)) : scope)
    .orderBy(asc(mediaItems.order), asc(mediaItems.title))
}

export async function findMediaById(db: Database, id: string) {
  const [row] = await db
    .select(mediaColumns)
    .from(mediaItems)
    .innerJoin(themes, eq(mediaItems.themeId, themes.id))
    .innerJoin(categories, eq(themes.categoryId, categories.id))
    .where(eq(mediaItems.id, id))
  return row
}

export function findPdfs(db: Database, listing: Listing) {
  return db.select().from(pdfs).where(listed(pdfs, listing)).orderBy(asc(pdfs.order), asc(pdfs.title))
}

/** A row that exists and is not deleted (deleted rows cannot be edited or deleted again). */
export async function findCurrent<T extends Flagged>(db: Database, table: T, id: string) {
  const [row] = await db
    .select()
    .from(table as Flagged)
    .where(and(eq(table.id, id), eq(table.isDeleted, false)))
  return row as T['$inferSelect'] | undefined
}

export async function slugTaken(db: Database, table: typeof categories | typeof themes, slug: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug))
  return Boolean(row)
}
