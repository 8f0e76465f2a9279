import type { UserRole } from '@sosiego/shared'
import { gte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userCounts, userSignupDays, users } from '../../db/schema/index.ts'

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

const DAY_MS = 86_400_000

/** The UTC midnight nearest to an instant (a Madrid midnight is one or two hours before one). */
function nearestUtcMidnight(instant: Date): Date {
  return new Date(Math.round(instant.getTime() / DAY_MS) * DAY_MS)
}

const keyOf = (row: StateCount) => `${row.role}/${row.isActive}/${row.isVerified}`

/**
 * Accounts created from the first threshold on, per bucket, role and state. Bucket i (1-based) holds
 * the rows from threshold i up to threshold i + 1; the last bucket everything after the last one.
 * The thresholds are the local midnights worked out by lib/period.ts.
 *
 * Decision 091: each threshold t is moved to its nearest UTC midnight e, whose buckets are sums of
 * whole UTC days in `user_signup_days` (trigger-kept); the stretch between t and e (at most half a
 * day, one or two hours for Madrid) is counted from users_created_role_flags_idx and added or taken
 * away. Bucket i = [t(i-1), e(i-1)) + [e(i-1), e(i)) − [t(i), e(i)). So the work grows with the days
 * from the previous period's start until today, never with the accounts created in them (decision
 * 061 scanned them all: 0.3 s for a year's range over a million users).
 */
export async function signupsByBucket(db: Database, thresholds: Date[]): Promise<BucketSignups[]> {
  const edges = thresholds.map(nearestUtcMidnight)
  const days = edges.map((edge) => edge.toISOString().slice(0, 10))
  // Scalar subqueries, so each text is cast once (an InitPlan) rather than once per row.
  const dayList = sql`(select string_to_array(${days.join(',')}, ',')::date[])`
  const whole = await db
    .select({
      bucket: sql<number>`width_bucket(${userSignupDays.day}, ${dayList})`,
      role: userSignupDays.role,
      isActive: userSignupDays.isActive,
      isVerified: userSignupDays.isVerified,
      users: sql<number>`sum(${userSignupDays.users})::int`,
    })
    .from(userSignupDays)
    .where(gte(userSignupDays.day, days[0] as string))
    .groupBy(sql`1`, userSignupDays.role, userSignupDays.isActive, userSignupDays.isVerified)

  // The stretches between each threshold and its UTC midnight, read from the index in one query.
  const lows = thresholds.map((t, i) => (t < (edges[i] as Date) ? t : (edges[i] as Date)).toISOString())
  const highs = thresholds.map((t, i) => (t < (edges[i] as Date) ? (edges[i] as Date) : t).toISOString())
  const stretches = sql`unnest((select string_to_array(${lows.join(',')}, ',')::timestamptz[]),
    (select string_to_array(${highs.join(',')}, ',')::timestamptz[])) with ordinality as x(low, high, i)`
  const partial = rowsOf<StateCount & { i: number }>(
    await db.execute(sql`
      select x.i::int as "i", u.role as "role", u.is_active as "isActive", u.is_verified as "isVerified",
        count(*)::int as "users"
      from ${stretches}
      join ${users} u on u.created_at >= x.low and u.created_at < x.high
      group by 1, 2, 3, 4`),
  )

  const totals = new Map<string, BucketSignups>()
  const addTo = (bucket: number, row: StateCount, users: number) => {
    if (bucket < 1 || bucket > thresholds.length || users === 0) return
    const key = `${bucket}|${keyOf(row)}`
    const entry = totals.get(key)
    if (entry) entry.users += users
    else
      totals.set(key, { bucket, role: row.role, isActive: row.isActive, isVerified: row.isVerified, users })
  }
  for (const row of whole) addTo(Number(row.bucket), row, Number(row.users))
  for (const row of partial) {
    const index = Number(row.i) - 1 // the threshold's 0-based index
    const threshold = thresholds[index] as Date
    // [t, e) counted with its sign: positive when the threshold is before its UTC midnight.
    const signed = (threshold < (edges[index] as Date) ? 1 : -1) * Number(row.users)
    addTo(index + 1, row, signed) // the bucket starting at t gains [t, e)
    addTo(index, row, -signed) // the bucket ending at t loses it
  }
  return [...totals.values()].filter((row) => row.users !== 0)
}

/** node-postgres answers `{ rows }`, PGlite's drizzle driver too; both drivers, one reading. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}
