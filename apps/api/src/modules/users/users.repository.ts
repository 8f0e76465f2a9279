import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userChanges, users } from '../../db/schema/index.ts'
import { createBatchLoader } from '../../lib/batch-loader.ts'
import { createTtlCache } from '../../lib/ttl-cache.ts'

export type UserRow = typeof users.$inferSelect

/**
 * The signed-in user of each request, kept 2 seconds: every authenticated call needs it, and a
 * member's screen makes several at once. The two writers below forget the row in this process, so
 * a deactivation or password change takes effect at once here and within 2 s on other instances
 * (decision 043). Rows are frozen because requests share them.
 */
const sessionUsers = createTtlCache<Readonly<UserRow> | undefined>(2000)

/** The misses of one turn of the event loop, read in one query (decision 090). */
const loadSessionUser = createBatchLoader(async (db: Database, ids: string[]) => {
  const rows = await db.select().from(users).where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, Object.freeze(row)]))
})

export function findSessionUser(db: Database, id: string): Promise<Readonly<UserRow> | undefined> {
  return sessionUsers.get(id, () => loadSessionUser(db, id))
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleSub, sub))
  return user
}

/** Inserts unless the e-mail is taken; answers the new row or undefined. */
export async function insertUser(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning()
  return user
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning()
  sessionUsers.delete(id)
  return user
}

/** For writers outside this file that change users' rows (billing's role rule, decision 058). */
export function forgetSessionUser(id: string): void {
  sessionUsers.delete(id)
}

/** Invalidates every access token issued so far (the per-user "valid after" stamp). */
export async function bumpTokenVersion(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning()
  sessionUsers.delete(id)
  return user
}

/** Active admins other than `exceptId`, counted inside the caller's transaction (rows locked). */
export async function countOtherActiveAdmins(tx: Database, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, exceptId)))
    .for('update')
  return rows.length
}

/** The target row, locked until the transaction ends: two staff editing one user take turns. */
export async function lockUserRow(tx: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  return row
}

export type UserChangeRow = typeof userChanges.$inferSelect

export async function insertUserChange(tx: Database, values: typeof userChanges.$inferInsert) {
  await tx.insert(userChanges).values(values)
}

/** The user's audit trail, newest first. */
export function findUserChanges(db: Database, userId: string, limit = 50): Promise<UserChangeRow[]> {
  return db
    .select()
    .from(userChanges)
    .where(eq(userChanges.userId, userId))
    .orderBy(desc(userChanges.createdAt), desc(userChanges.id))
    .limit(limit)
}
