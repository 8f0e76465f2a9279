import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { mediaItems, playbackPositions } from '../../db/schema/index.ts'

type Key = { userId: string; mediaId: string }

/**
 * Keeps where a member stands in an item: one statement, so the players may save every 15 s. The
 * row is written only for an item that exists and is not deleted (the insert selects it), and the
 * answer says whether it was: no row means no such item.
 */
export async function upsertPosition(
  db: Database,
  p: Key & { positionSeconds: number; durationSeconds: number },
): Promise<boolean> {
  const written = await db
    .insert(playbackPositions)
    .select(
      db
        .select({
          userId: sql<string>`${p.userId}::uuid`.as('user_id'),
          mediaId: mediaItems.id,
          positionSeconds: sql<number>`${p.positionSeconds}::int`.as('position_seconds'),
          durationSeconds: sql<number>`${p.durationSeconds}::int`.as('duration_seconds'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(mediaItems)
        .where(and(eq(mediaItems.id, p.mediaId), eq(mediaItems.isDeleted, false))),
    )
    .onConflictDoUpdate({
      target: [playbackPositions.userId, playbackPositions.mediaId],
      set: {
        positionSeconds: sql`excluded.position_seconds`,
        durationSeconds: sql`excluded.duration_seconds`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ mediaId: playbackPositions.mediaId })
  return written.length > 0
}

/** The item was heard to the end (or barely begun): nothing to resume. */
export async function deletePosition(db: Database, { userId, mediaId }: Key): Promise<void> {
  await db
    .delete(playbackPositions)
    .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.mediaId, mediaId)))
}

/** A member's positions, newest first (the index on user and update time serves it). */
export async function listPositions(db: Database, userId: string, limit: number) {
  return db
    .select({
      mediaId: playbackPositions.mediaId,
      positionSeconds: playbackPositions.positionSeconds,
      durationSeconds: playbackPositions.durationSeconds,
      updatedAt: playbackPositions.updatedAt,
    })
    .from(playbackPositions)
    .where(eq(playbackPositions.userId, userId))
    .orderBy(desc(playbackPositions.updatedAt))
    .limit(limit)
}
