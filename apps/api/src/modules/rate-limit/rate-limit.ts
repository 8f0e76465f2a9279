import type { MessageKey } from '@sosiego/shared'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

const windowStart = (windowMs: number) => new Date(Math.floor(Date.now() / windowMs) * windowMs)

/**
 * Counts one hit on `key` in the current fixed window and answers the count so far. One atomic
 * upsert per hit: exact under concurrency, and shared by every instance on the same database.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: windowStart(windowMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count })
  return row?.count ?? 1
}

/** Takes a hit back (a login that turned out to succeed is not a failure). */
export async function uncountHit(db: Database, key: string, windowMs: number): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart(windowMs))))
}

/** Counts a hit and refuses with 429 once the window's limit is passed. */
export async function enforceLimit(
  db: Database,
  rule: { key: string; limit: number; windowMs: number; message: MessageKey },
): Promise<void> {
  if ((await countHit(db, rule.key, rule.windowMs)) > rule.limit) throw new AppError(rule.message, 429)
}

/** Old windows are useless; removed now and then. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(Date.now() - 2 * 24 * HOUR)))
}
