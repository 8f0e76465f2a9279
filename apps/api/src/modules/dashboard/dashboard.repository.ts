import type { UserRole } from '@sosiego/shared'
import { gte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userCounts, users } from '../../db/schema/index.ts'

export type StateCount = { role: UserRole; isActive: boolean; isVerified: boolean; users: number }
export type DaySignups = StateCount & { day: string }

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
 * Accounts created since an instant, per calendar day in the zone, role and state. A range scan of
 * users_created_role_flags_idx over those rows only, answered from the index.
 */
export function signupsSince(db: Database, since: Date, timeZone: string): Promise<DaySignups[]> {
  const day = sql<string>`to_char(${users.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`
  return db
    .select({
      day,
      role: users.role,
      isActive: users.isActive,
      isVerified: users.isVerified,
      users: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(gte(users.createdAt, since))
    .groupBy(sql`1`, users.role, users.isActive, users.isVerified)
}
