import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { refreshTokens, sessionFamilies } from '../../db/schema/index.ts'
import { createBatchLoader } from '../../lib/batch-loader.ts'
import { createTtlCache } from '../../lib/ttl-cache.ts'

export type SessionFamilyRow = typeof sessionFamilies.$inferSelect
export type RefreshTokenRow = typeof refreshTokens.$inferSelect

export async function insertSessionFamily(
  db: Database,
  row: typeof sessionFamilies.$inferInsert,
): Promise<SessionFamilyRow> {
  const [family] = await db.insert(sessionFamilies).values(row).returning()
  if (!family) throw new Error('session family not inserted')
  return family
}

/**
 * A family's row, locked until the transaction ends. Rotations take this lock, and so does every
 * way of ending a family (its `UPDATE` waits for it): a rotation in progress finishes first, and the
 * revocation then covers the successor it inserted, since the successor lives under this row.
 */
export async function lockSessionFamily(
  db: Database,
  familyId: string,
): Promise<SessionFamilyRow | undefined> {
  const [row] = await db.select().from(sessionFamilies).where(eq(sessionFamilies.id, familyId)).for('update')
  return row
}

/**
 * Each family's answer to `isSessionFamilyLive`, kept one second: every signed-in call asks, and
 * with PGlite a query costs the server's own thread (decision 043's budget). The revocations below
 * forget the family in this process, so there a logout counts at once; other instances see it within
 * a second (decision 046).
 */
const liveFamilies = createTtlCache<{ revoked: boolean; expiresAt: number } | null>(1000)

/** Forgets what this process knows of these families: the next request reads them again. */
export function forgetSessionFamilies(familyIds: string[]) {
  for (const id of familyIds) liveFamilies.delete(id)
}

/** The misses of one turn of the event loop, read in one query (decision 090). */
const loadFamily = createBatchLoader(async (db: Database, ids: string[]) => {
  const rows = await db
    .select({
      id: sessionFamilies.id,
      revokedAt: sessionFamilies.revokedAt,
      expiresAt: sessionFamilies.expiresAt,
    })
    .from(sessionFamilies)
    .where(inArray(sessionFamilies.id, ids))
  return new Map(
    rows.map((row) => [row.id, { revoked: row.revokedAt !== null, expiresAt: row.expiresAt.getTime() }]),
  )
})

/** Whether access tokens of this family may still be honoured: it exists, is not revoked, has not expired. */
export async function isSessionFamilyLive(db: Database, familyId: string): Promise<boolean> {
  const family = await liveFamilies.get(familyId, async () => (await loadFamily(db, familyId)) ?? null)
  return Boolean(family && !family.revoked && family.expiresAt > Date.now())
}

export async function insertRefreshToken(db: Database, row: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(row)
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
  return row
}

export async function markRotated(db: Database, id: string, at: Date) {
  await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id))
}

/**
 * The revocations forget the families at once, and again when the caller's transaction has
 * committed (`forgetSessionFamilies`): a request in between may have read the row as it was.
 */
export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)))
  forgetSessionFamilies([familyId])
}

/** Every session of the user; answers the families it revoked. */
export async function revokeUserFamilies(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)))
    .returning({ id: sessionFamilies.id })
  const ids = rows.map((row) => row.id)
  forgetSessionFamilies(ids)
  return ids
}

/**
 * Families past their absolute expiry, and those revoked more than a day ago (their access tokens
 * died long before), with their tokens. A family that is gone counts as revoked.
 */
export async function pruneSessionFamilies(db: Database, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  await db
    .delete(sessionFamilies)
    .where(or(lt(sessionFamilies.expiresAt, now), lt(sessionFamilies.revokedAt, dayAgo)))
}
