import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, favourites, mediaItems, themes } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { shownToMembers } from '../catalog/index.ts'

/** The member's items joined to their theme and category, limited to what the catalogue shows. */
function shownFavourites(db: Database, userId: string) {
  return db
    .select({ mediaId: favourites.mediaId, createdAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(mediaItems, eq(mediaItems.id, favourites.mediaId))
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .innerJoin(categories, eq(categories.id, themes.categoryId))
    .where(and(eq(favourites.userId, userId), shownToMembers()))
}

/**
 * The member's favourites the catalogue still shows, newest first. An item hidden or deleted since
 * keeps its row (it comes back if the item does) but is not listed.
 */
export async function listFavourites(db: Database, userId: string) {
  const rows = await shownFavourites(db, userId).orderBy(desc(favourites.createdAt), desc(favourites.mediaId))
  return rows.map((row) => ({ mediaId: row.mediaId, createdAt: row.createdAt.toISOString() }))
}

/**
 * Marks an item the member's catalogue shows (locked by their plan or not: the list shows those
 * too); marking it again changes nothing, not even its place in the list. Anything else: 404.
 */
export async function addFavourite(db: Database, userId: string, mediaId: string) {
  const [shown] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .innerJoin(categories, eq(categories.id, themes.categoryId))
    .where(and(eq(mediaItems.id, mediaId), shownToMembers()))
  if (!shown) throw new AppError('favourites.notFound', 404)
  await db.insert(favourites).values({ userId, mediaId }).onConflictDoNothing()
}

/** Unmarks an item; an item that was not a favourite (or no longer exists) is already unmarked. */
export async function removeFavourite(db: Database, userId: string, mediaId: string) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.mediaId, mediaId)))
}
