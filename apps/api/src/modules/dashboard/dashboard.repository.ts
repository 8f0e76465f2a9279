import type { UserRole } from '@sosiego/shared'
import { gte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userCounts, users } from '../../db/schema/index.ts'

export type StateCount = { role: UserRole; isActive: boolean; isVerified: boolean; users: number }
/** Sign-ups counted in one bucket of `signupsByBucket`'s thresholds. */
export type BucketSignups = StateCount & { bucket: number }

/** Accounts now, per role and state: at most 28 rows kept by the database's trigger (decision 061). */
export function currentCounts(db: Database): Promise<StateCount[]> {
  return db
    .select({
      role: userCounts.role,
      isActive: userCounts.isActive,
      isVerified: userCounts.isVerified,
      users: userCounts.users,
    })
    .from(userCounts)
}

/**
 * Accounts created from the first threshold on, per bucket, role and state. Bucket i (1-based) holds
 * the rows from threshold i up to threshold i + 1; the last bucket everything after the last one.
 * A range scan of users_created_role_flags_idx answered from the index alone; the thresholds are
 * the local midnights worked out by lib/period.ts, so no row needs a time-zone conversion (which
 * costs five times the scan itself).
 */
export function signupsByBucket(db: Database, thresholds: Date[]): Promise<BucketSignups[]> {
  const list = thresholds.map((instant) => instant.toISOString()).join(',')
  // A scalar subquery, so the text is cast once (an InitPlan) rather than once per row: the cast to
  // timestamptz is only stable, and inline it would be evaluated for every row scanned.
  const bucket = sql<number>`width_bucket(${users.createdAt}, (select string_to_array(${list}, ',')::timestamptz[]))`
  return db
    .select({
      bucket,
      role: users.role,
      isActive: users.isActive,
      isVerified: users.isVerified,
      users: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(gte(users.createdAt, thresholds[0] as Date))
    .groupBy(sql`1`, users.role, users.isActive, users.isVerified)
}
