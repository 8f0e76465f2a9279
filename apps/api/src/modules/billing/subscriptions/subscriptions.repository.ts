import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { plans, subscriptions, users } from '../../../db/schema/index.ts'
import type { PlanTableRow } from '../../plans/index.ts'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type SubscriptionWithPlan = SubscriptionRow & { plan: PlanTableRow }

/** Subscriptions matching `where`, each with its plan, in the given order (newest start first by default). */
async function selectWithPlan(
  db: Database,
  where: SQL | undefined,
  order: SQL[] = [desc(subscriptions.startDate), desc(subscriptions.createdAt)],
  limit?: number,
): Promise<SubscriptionWithPlan[]> {
  const query = db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(...order)
  const rows = limit ? await query.limit(limit) : await query
  return rows.map(({ subscription, plan }) => ({ ...subscription, plan }))
}

/** Every subscription of a user with its plan, newest first. */
export function findUserSubscriptions(db: Database, userId: string): Promise<SubscriptionWithPlan[]> {
  return selectWithPlan(db, eq(subscriptions.userId, userId))
}

/**
 * In force at `now`: started, not ended, and active or a queued renewal whose turn has come. The
 * scheduled job keeps the stored statuses in step; this reads right even before it has run. Not
 * ended means before the paid end date, or before the grace a declined renewal keeps while the
 * provider retries it (`grace_until`, decision 114): both are dates on the access row.
 * `now` is an instant, or an SQL expression for one (the listening credit judges many members at once).
 */
export const inForce = (now: Date | SQL) =>
  and(
    inArray(subscriptions.status, ['active', 'pending']),
    lte(subscriptions.startDate, now),
    or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now), gt(subscriptions.graceUntil, now)),
  )

export async function findSubscriptionInForce(
  db: Database,
  userId: string,
  now: Date,
): Promise<SubscriptionWithPlan | undefined> {
  return (await selectWithPlan(db, and(eq(subscriptions.userId, userId), inForce(now)), undefined, 1))[0]
}

export async function findSubscriptionByOrder(
  db: Database,
  orderId: string,
): Promise<SubscriptionWithPlan | undefined> {
  return (await selectWithPlan(db, eq(subscriptions.orderId, orderId)))[0]
}

export async function insertSubscription(
  db: Database,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning()
  if (!row) throw new Error('subscription not inserted')
  return row
}

export async function updateSubscription(
  db: Database,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning()
  return row
}

export async function hasTakenFreePlan(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.source, ['free', 'trial'])))
    .limit(1)
  return rows.length > 0
}

/** Whether the user ever had the free trial (an account being erased leaves its record, decision 030). */
export async function hasTakenTrial(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, 'trial')))
    .limit(1)
  return rows.length > 0
}

/** Serialises every change to one user's subscriptions: the user's row, locked until the transaction ends. */
/** Locks the user's row for the transaction; answers what a grant must know about the account. */
export async function lockUser(
  tx: Database,
  userId: string,
): Promise<
  Pick<typeof users.$inferSelect, 'role' | 'isActive' | 'isVerified' | 'email' | 'googleSub'> | undefined
> {
  const [row] = await tx
    .select({
      role: users.role,
      isActive: users.isActive,
      isVerified: users.isVerified,
      email: users.email,
      googleSub: users.googleSub,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return row
}

/** The user's subscriptions that are active or queued, oldest start first, with their plans. */
export function findCurrentAndQueued(tx: Database, userId: string): Promise<SubscriptionWithPlan[]> {
  return selectWithPlan(
    tx,
    and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'pending'])),
    [asc(subscriptions.startDate)],
  )
}

/**
 * A subscription the provider still renews (issue 18): its end moves when the renewal's payment
 * arrives, and the provider's own end event closes it, so the scheduler neither expires it nor tells
 * the member it is ending. Access still reads the dates: nothing unpaid is ever reachable.
 */
const stillRenewing = sql`exists (select 1 from provider_subscriptions ps where ps.subscription_id = ${subscriptions.id} and ps.status <> 'ended')`
const renewingWithoutCancel = sql`exists (select 1 from provider_subscriptions ps where ps.subscription_id = ${subscriptions.id} and ps.status <> 'ended' and not ps.cancel_at_period_end)`

/** Active subscriptions whose end has come: expired, answered with their users for the e-mail. */
export async function expireEnded(tx: Database, now: Date) {
  return tx
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(
      and(eq(subscriptions.status, 'active'), lte(subscriptions.endDate, now), sql`not ${stillRenewing}`),
    )
    .returning()
}

/** Queued subscriptions whose start has come, for users with nothing active: active now. */
export async function startDue(tx: Database, now: Date) {
  return tx
    .update(subscriptions)
    .set({ status: 'active' })
    .where(
      and(
        eq(subscriptions.status, 'pending'),
        lte(subscriptions.startDate, now),
        or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now)),
        sql`not exists (select 1 from ${subscriptions} s2 where s2.user_id = ${subscriptions.userId} and s2.status = 'active')`,
      ),
    )
    .returning()
}

/** Queued subscriptions that ended before they could start (a long outage): expired. */
export async function expireStaleQueued(tx: Database, now: Date) {
  return tx
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(and(eq(subscriptions.status, 'pending'), lte(subscriptions.endDate, now)))
    .returning()
}

/**
 * Active subscriptions ending by `until` that have not been told yet, and have no renewal queued:
 * marked as told and answered, so each gets its notice once.
 */
export async function claimEndingSoon(tx: Database, now: Date, until: Date) {
  return tx
    .update(subscriptions)
    .set({ endingNoticeAt: now })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.endingNoticeAt),
        gt(subscriptions.endDate, now),
        lte(subscriptions.endDate, until),
        sql`not exists (select 1 from ${subscriptions} s2 where s2.user_id = ${subscriptions.userId} and s2.status = 'pending')`,
        sql`not ${renewingWithoutCancel}`,
      ),
    )
    .returning()
}

export async function hasQueued(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'pending')))
    .limit(1)
  return rows.length > 0
}
