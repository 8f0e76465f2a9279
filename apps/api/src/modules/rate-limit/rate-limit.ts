import type { MessageKey } from '@sosiego/shared'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

const windowStart = (windowMs: number) => new Date(Math.floor(Date.now() / windowMs) * windowMs)

/** One counted hit: which counter, and which window it went into (so it can be taken back there). */
export interface Hit {
  key: string
  windowStart: Date
  count: number
}

/**
 * Counts one hit on `key` in the current fixed window. One atomic upsert per hit: exact under
 * concurrency, and shared by every instance on the same database.
 */
export async function chargeHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const start = windowStart(windowMs)
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count })
  return { key, windowStart: start, count: row?.count ?? 1 }
}

/** Counts one hit on `key` and answers the window's count so far. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<number> {
  return (await chargeHit(db, key, windowMs)).count
}

/**
 * Takes a hit back, in the window it was counted in (an attempt that turned out right, or one
 * refused unchecked, is not a failure).
 */
export async function refundHit(db: Database, hit: Hit): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, hit.key), eq(rateLimitHits.windowStart, hit.windowStart)))
}

export interface AttemptRule {
  key: string
  limit: number
  windowMs: number
}

/**
 * Charges one attempt to each counter before the guarded check runs, so that concurrent attempts
 * see each other and no more than `limit` are ever checked. If a counter is over its limit the
 * attempt is refused with 429 and every charge is refunded: a refused attempt checked nothing, so
 * it is not a failure (and does not lock out others who share the counter). Answers the charges,
 * which the caller refunds once the attempt turns out right; a failed attempt keeps them.
 */
export async function chargeAttempt(db: Database, rules: AttemptRule[], message: MessageKey): Promise<Hit[]> {
  const hits: Hit[] = []
  for (const rule of rules) {
    const hit = await chargeHit(db, rule.key, rule.windowMs)
    hits.push(hit)
    if (hit.count > rule.limit) {
      await refundHits(db, hits)
      throw new AppError(message, 429)
    }
  }
  return hits
}

export async function refundHits(db: Database, hits: Hit[]): Promise<void> {
  for (const hit of hits) await refundHit(db, hit)
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

/** At most one e-mail a minute and five an hour to one address, whoever asks. */
export async function limitEmailsTo(
  ctx: { db: Database; config: Pick<Config, 'rateLimits'> },
  email: string,
) {
  const { emailsPerMinute, emailsPerHour } = ctx.config.rateLimits
  await enforceLimit(ctx.db, {
    key: `mail-min:${email}`,
    limit: emailsPerMinute,
    windowMs: MINUTE,
    message: 'auth.rateLimitedEmail',
  })
  await enforceLimit(ctx.db, {
    key: `mail-hour:${email}`,
    limit: emailsPerHour,
    windowMs: HOUR,
    message: 'auth.rateLimitedEmail',
  })
}
