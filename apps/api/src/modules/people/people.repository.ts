import {
  clientRoles,
  searchWords,
  teamRoles,
  type UserExportQuery,
  type UserGroup,
  type UserRole,
} from '@sosiego/shared'
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { plans, providerSubscriptions, subscriptions, testTakes, users } from '../../db/schema/index.ts'
import { containsEveryWord } from '../../lib/search.ts'
import { inForce, type SubscriptionWithPlan } from '../billing/index.ts'
import type { UserRow } from '../users/index.ts'

const groupRoles: Record<Exclude<UserGroup, 'all'>, readonly UserRole[]> = {
  clients: clientRoles,
  staff: teamRoles,
}

const groupCondition = (group: UserGroup): SQL | undefined =>
  group === 'all' ? undefined : inArray(users.role, [...groupRoles[group]])

/** The filters of the Clientes and Usuarios screens (and of their CSV exports), as one condition. */
function filterCondition(filters: UserExportQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    groupCondition(filters.group),
    // Every word must appear in the folded name and last name ('lucia serena' finds 'Lucía Serena').
    ...containsEveryWord(users.searchText, searchWords(filters.search ?? '')),
  ]
  if (filters.role) conditions.push(eq(users.role, filters.role))
  if (filters.withTests) {
    conditions.push(existsIn(testTakes, eq(testTakes.userId, users.id)))
  }
  if (filters.withActiveSubscription) {
    conditions.push(existsIn(subscriptions, and(eq(subscriptions.userId, users.id), inForce(now)) as SQL))
  }
  if (filters.withPaymentPending) {
    // A semi-join on provider_subscriptions' status index: the few past_due rows, whatever the clients.
    conditions.push(
      sql`exists (select 1 from ${providerSubscriptions} where ${providerSubscriptions.userId} = ${users.id} and ${providerSubscriptions.status} = 'past_due')`,
    )
  }
  return and(...conditions)
}

/** A correlated `exists (select 1 from <table> where …)`. */
function existsIn(table: typeof testTakes | typeof subscriptions, where: SQL) {
  return sql`exists (select 1 from ${table} where ${where})`
}

/** One page of the filtered users, newest first, with the filtered and the group's totals. */
export async function findUserPage(
  db: Database,
  filters: UserExportQuery,
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ rows: UserRow[]; total: number; groupTotal: number }> {
  const where = filterCondition(filters, now)
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Both totals in one pass over the group (the filtered set is inside it): with 100,000 users
    // the counts, not the page, are the cost of this call.
    db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})`.mapWith(Number),
        groupTotal: count(),
      })
      .from(users)
      .where(groupCondition(filters.group)),
  ])
  return { rows, total: totals?.total ?? 0, groupTotal: totals?.groupTotal ?? 0 }
}

/** What one CSV line needs: the user and two counts read in the same query. */
export type ExportRow = UserRow & { testCount: number; activePlanName: string | null }

/**
 * The filtered users after the one with id `afterId` (keyset on created_at, id, newest first),
 * `limit` at a time with their test count and the name of the plan in force, so an export of any
 * size holds one batch. The key is read from the row itself: a JS Date would drop microseconds.
 */
export async function findExportBatch(
  db: Database,
  filters: UserExportQuery,
  afterId: string | null,
  limit: number,
  now: Date,
): Promise<ExportRow[]> {
  const keyset = afterId
    ? sql`(${users.createdAt}, ${users.id}) < (select k.created_at, k.id from ${users} k where k.id = ${afterId})`
    : undefined
  const rows = await db
    .select({
      user: users,
      // Written out with aliases: a single-table select leaves its own columns unqualified.
      testCount: sql<number>`(select count(*) from test_takes tt where tt.user_id = "users"."id")`.mapWith(
        Number,
      ),
      activePlanName: sql<
        string | null
      >`(select p.name from subscriptions s inner join plans p on p.id = s.plan_id
        where s.user_id = "users"."id" and s.status in ('active', 'pending')
          and s.start_date <= ${now.toISOString()}::timestamptz
          and (s.end_date is null or s.end_date > ${now.toISOString()}::timestamptz
            or s.grace_until > ${now.toISOString()}::timestamptz)
        order by s.start_date desc limit 1)`,
    })
    .from(users)
    .where(and(filterCondition(filters, now), keyset))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
  return rows.map(({ user, testCount, activePlanName }) => ({ ...user, testCount, activePlanName }))
}

/** Every subscription of the given users with its plan, newest start first (one query for a page). */
export async function findSubscriptionsOfUsers(
  db: Database,
  userIds: string[],
): Promise<SubscriptionWithPlan[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(inArray(subscriptions.userId, userIds))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt))
  return rows.map(({ subscription, plan }) => ({ ...subscription, plan }))
}
