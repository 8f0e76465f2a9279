import type { UserRole } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { userCounts, userSignupDays, users } from '../../db/schema/index.ts'

export type StateCount = { role: UserRole; isActive: boolean; isVerified: boolean; users: number }

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

/** Sign-ups before the second threshold (`first`), up to the last one (`middle`), and after it (`last`). */
export type PartSignups = StateCount & { part: 'first' | 'middle' | 'last' }
export type Signups = {
  /** Per part, role and state. */
  parts: PartSignups[]
  /** All sign-ups per bucket; index 0 is bucket 1 (from the first threshold to the second). */
  perBucket: number[]
}

/**
 * Accounts created from the first threshold on. Bucket i (1-based) holds the rows from threshold i
 * up to threshold i + 1; the last bucket everything after the last one. Answered per bucket (the
 * chart) and, per role and state, for the first bucket, the ones between and the last (the cards),
 * so a year's range answers a few hundred rows rather than a row per day, role and state.
 * The thresholds are the local midnights worked out by lib/period.ts.
 *
 * Decision 091: each threshold t is moved to its nearest UTC midnight e, whose buckets are sums of
 * whole UTC days in `user_signup_days` (trigger-kept); the stretch between t and e (at most half a
 * day, one or two hours for Madrid) is counted from users_created_role_flags_idx and added or taken
 * away. Bucket i = [t(i), e(i)) + [e(i), e(i+1)) − [t(i+1), e(i+1)), the stretches signed. So the
 * work grows with the days from the previous period's start until today, never with the accounts
 * created in them (decision 061 scanned them all: 0.3 s for a year's range over a million users).
 */
export async function signupsByBucket(db: Database, thresholds: Date[]): Promise<Signups> {
  const edges = thresholds.map(nearestUtcMidnight)
  const before = thresholds.map((t, i) => t < (edges[i] as Date))
  const list = (values: string[]) => values.join(',')
  // Scalar subqueries, so each text is cast once (an InitPlan) rather than once per row.
  const days = sql`(select string_to_array(${list(edges.map((edge) => edge.toISOString().slice(0, 10)))}, ',')::date[])`
  const lows = list(thresholds.map((t, i) => (before[i] ? t : (edges[i] as Date)).toISOString()))
  const highs = list(thresholds.map((t, i) => (before[i] ? (edges[i] as Date) : t).toISOString()))
  const signs = list(before.map((early) => (early ? '1' : '-1')))
  const count = thresholds.length
  const result = await db.execute(sql`
    with stretch as (
      select x.i::int as i, x.sign, u.role, u.is_active, u.is_verified, count(*)::int as n
      from unnest((select string_to_array(${lows}, ',')::timestamptz[]),
        (select string_to_array(${highs}, ',')::timestamptz[]),
        (select string_to_array(${signs}, ',')::int[])) with ordinality as x(low, high, sign, i)
      join ${users} u on u.created_at >= x.low and u.created_at < x.high
      group by 1, 2, 3, 4, 5
    ), counted as (
      select width_bucket(day, ${days}) as b, role, is_active, is_verified, users as n
        from ${userSignupDays} where day >= ${edges[0]?.toISOString().slice(0, 10)}::date
      union all select i, role, is_active, is_verified, sign * n from stretch
      union all select i - 1, role, is_active, is_verified, -sign * n from stretch
    ), parted as (
      select b, case when b = 1 then 'first' when b = ${count}::int then 'last' else 'middle' end as part,
        role, is_active, is_verified, n
      from counted where b >= 1
    )
    select b as "bucket", part as "part", role as "role", is_active as "isActive",
      is_verified as "isVerified", sum(n)::int as "users", grouping(role)::int as "perBucket"
    from parted group by grouping sets ((b), (part, role, is_active, is_verified))`)

  const perBucket = thresholds.map(() => 0)
  const parts: PartSignups[] = []
  for (const row of rowsOf<PartSignups & { bucket: number | null; perBucket: number }>(result)) {
    const users = Number(row.users)
    if (Number(row.perBucket) === 1) perBucket[Number(row.bucket) - 1] = users
    else if (users !== 0)
      parts.push({
        part: row.part,
        role: row.role,
        isActive: row.isActive,
        isVerified: row.isVerified,
        users,
      })
  }
  return { parts, perBucket }
}
