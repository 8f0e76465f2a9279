import type { PaymentRecordExportQuery } from '@sosiego/shared'
import { searchWords, t } from '@sosiego/shared'
import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { alias, QueryBuilder } from 'drizzle-orm/pg-core'
import type { Database } from '../../../db/client.ts'
import { paymentOrders, plans, users } from '../../../db/schema/index.ts'
import { ACCENTED, PLAIN } from '../../../db/schema/users.ts'
import { containingPattern } from '../../../lib/search.ts'

export type PaymentOrderRow = typeof paymentOrders.$inferSelect
export type PaymentOrderStatus = PaymentOrderRow['status']

/** Inserts unless the user already has an open attempt for the plan; answers the new row or undefined. */
export async function insertOrder(
  db: Database,
  values: typeof paymentOrders.$inferInsert,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.insert(paymentOrders).values(values).onConflictDoNothing().returning()
  return row
}

export async function findOpenOrder(
  db: Database,
  userId: string,
  planId: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.planId, planId),
        eq(paymentOrders.status, 'intent_created'),
      ),
    )
  return row
}

export async function updateOrder(
  db: Database,
  id: string,
  values: Partial<typeof paymentOrders.$inferInsert>,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.update(paymentOrders).set(values).where(eq(paymentOrders.id, id)).returning()
  return row
}

export async function findOrderBySession(
  db: Database,
  provider: PaymentOrderRow['provider'],
  sessionId: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerSessionId, sessionId)))
  return row
}

/** The order, locked until the transaction ends: whoever fulfils it second sees it completed. */
export async function lockOrderBySession(
  tx: Database,
  provider: PaymentOrderRow['provider'],
  sessionId: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerSessionId, sessionId)))
    .for('update')
  return row
}

/**
 * Moves an order that is still open to a closing status. Completed orders never move: a paid
 * session stays paid whatever arrives after it.
 */
export async function closeOpenOrder(
  db: Database,
  id: string,
  status: Exclude<PaymentOrderStatus, 'intent_created' | 'completed'>,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'intent_created')))
    .returning()
  return row
}

/** Open attempts whose session ended (by `before`): expired, so a new attempt can start. */
export async function expireLapsedOrders(db: Database, before: Date, userId?: string): Promise<number> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(paymentOrders.status, 'intent_created'),
        lte(paymentOrders.expiresAt, before),
        userId ? eq(paymentOrders.userId, userId) : undefined,
      ),
    )
    .returning({ id: paymentOrders.id })
  return rows.length
}

/**
 * The buyer as the order lists show them. A deleted account's orders stay (decision 069) with the
 * user id set null: they show as 'Cuenta eliminada', with the nil id and no e-mail, so the spec's
 * answer keeps its shape for the apps.
 */
export const DELETED_BUYER_ID = '00000000-0000-0000-0000-000000000000'
const deletedBuyerName = t('account.deletedName')
const buyer = {
  id: sql<string>`coalesce(${users.id}, ${DELETED_BUYER_ID}::uuid)`,
  name: sql<string>`coalesce(${users.name}, ${deletedBuyerName})`,
  lastName: sql<string>`coalesce(${users.lastName}, '')`,
  email: sql<string>`coalesce(${users.email}, '')`,
}

/**
 * The Órdenes page's filters in SQL (`filterOrders` in the web app): every search word in the folded
 * name + last name, e-mail or plan name; the status.
 */
function orderFilters(filters: PaymentRecordExportQuery) {
  return [
    filters.status ? eq(paymentOrders.status, filters.status) : undefined,
    ...searchWords(filters.search ?? '').map(orderHolds),
  ]
}

const subquery = new QueryBuilder()
const searchedUser = alias(users, 'searched_user')
const searchedPlan = alias(plans, 'searched_plan')

/**
 * One search word in an order's buyer (folded name and last name, or e-mail; 'Cuenta eliminada'
 * once the account is gone) or plan (folded name). A word holds no space, so it is in the text
 * `name last_name e-mail plan` exactly when it is in one of the parts: each part is asked of its
 * own table, where the trigram indexes on users find the buyers without reading every order and
 * folding its joined row (decision 093: 1 s at 100,000 orders before).
 */
export function orderHolds(word: string): SQL {
  const pattern = containingPattern(word)
  const foldedPlanName = sql`lower(translate(${searchedPlan.name}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`
  return sql`(${inArray(
    paymentOrders.userId,
    subquery
      .select({ id: searchedUser.id })
      .from(searchedUser)
      .where(sql`${searchedUser.searchText} like ${pattern} or lower(${searchedUser.email}) like ${pattern}`),
  )} or (${paymentOrders.userId} is null and lower(${deletedBuyerName}) like ${pattern}) or ${inArray(
    paymentOrders.planId,
    subquery.select({ id: searchedPlan.id }).from(searchedPlan).where(sql`${foldedPlanName} like ${pattern}`),
  )})`
}

const newestFirst = [desc(paymentOrders.createdAt), desc(paymentOrders.id)]

/** The filtered orders with their user and plan, newest first: all of them, or one page. */
export async function listOrdersWithUserAndPlan(
  db: Database,
  filters: PaymentRecordExportQuery = {},
  page?: { offset: number; limit: number },
) {
  const query = db
    .select({
      order: paymentOrders,
      user: buyer,
      plan: { id: plans.id, name: plans.name, slug: plans.slug },
    })
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .where(and(...orderFilters(filters)))
    .orderBy(...newestFirst)
  return page ? query.limit(page.limit).offset(page.offset) : query
}

/** How many orders the filters select (a paged list's total). */
export async function countOrders(db: Database, filters: PaymentRecordExportQuery): Promise<number> {
  const unfiltered = !filters.status && searchWords(filters.search ?? '').length === 0
  const base = db.select({ n: sql<number>`count(*)::int` }).from(paymentOrders)
  const [row] = unfiltered
    ? await base
    : await base
        .leftJoin(users, eq(users.id, paymentOrders.userId))
        .innerJoin(plans, eq(plans.id, paymentOrders.planId))
        .where(and(...orderFilters(filters)))
  return row?.n ?? 0
}

/**
 * One batch of ordenes.csv: the Órdenes filters, newest first, after the order `afterId` by keyset
 * (created_at, id), the key read from the row itself so no microsecond is lost on the way through
 * JavaScript.
 */
export async function findOrderExportBatch(
  db: Database,
  filters: PaymentRecordExportQuery,
  afterId: string | null,
  limit: number,
) {
  const keyset = afterId
    ? sql`(${paymentOrders.createdAt}, ${paymentOrders.id}) < (select k.created_at, k.id from ${paymentOrders} k where k.id = ${afterId})`
    : undefined
  return db
    .select({
      order: paymentOrders,
      user: { name: buyer.name, lastName: buyer.lastName, email: buyer.email },
      plan: { name: plans.name },
    })
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .where(and(...orderFilters(filters), keyset))
    .orderBy(...newestFirst)
    .limit(limit)
}
export type OrderExportRow = Awaited<ReturnType<typeof findOrderExportBatch>>[number]

export async function findOrderById(db: Database, id: string): Promise<PaymentOrderRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
  return row
}
