import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { refreshTokens } from '../../db/schema/index.ts'

export type RefreshTokenRow = typeof refreshTokens.$inferSelect

export async function insertRefreshToken(db: Database, row: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(row)
}

/** The row of a presented token, locked until the transaction ends so two refreshes take turns. */
export async function lockRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
  return row
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

export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** Every session of the user but one (or all, without `keepFamilyId`). */
export async function revokeUserSessions(db: Database, userId: string, keepFamilyId?: string) {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)]
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId))
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
}
