import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { playtimeClocks, playtimeStreams } from '../../db/schema/index.ts'

/**
 * Records that a stream URL for `mediaId` was handed to a member (the player's stream-URL call).
 * The item's listening may count from `now` on; the member's clock starts at their first URL, so
 * nothing before it can ever be credited. `greatest()` keeps both moving forward only, whichever
 * instance (and its clock) writes.
 */
export async function noteStreamIssued(db: Database, userId: string, mediaId: string, now = new Date()) {
  await db.insert(playtimeClocks).values({ userId, creditedUntil: now }).onConflictDoNothing()
  await db
    .insert(playtimeStreams)
    .values({ userId, mediaId, issuedAt: now })
    .onConflictDoUpdate({
      target: [playtimeStreams.userId, playtimeStreams.mediaId],
      set: { issuedAt: sql`greatest(${playtimeStreams.issuedAt}, excluded.issued_at)` },
    })
}
