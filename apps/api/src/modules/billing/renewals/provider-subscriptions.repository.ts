import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { paymentCustomers, paymentOrders, providerSubscriptions } from '../../../db/schema/index.ts'
import type { ProviderName } from '../providers/payment-provider.ts'

export type ProviderSubscriptionRow = typeof providerSubscriptions.$inferSelect

export async function insertProviderSubscription(
  tx: Database,
  values: typeof providerSubscriptions.$inferInsert,
): Promise<ProviderSubscriptionRow | undefined> {
  const [row] = await tx
    .insert(providerSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: [providerSubscriptions.provider, providerSubscriptions.externalId] })
    .returning()
  return row
}

/** The provider's subscription, locked until the transaction ends: its events apply one at a time. */
export async function lockProviderSubscription(
  tx: Database,
  provider: ProviderName,
  externalId: string,
): Promise<ProviderSubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(providerSubscriptions)
    .where(
      and(eq(providerSubscriptions.provider, provider), eq(providerSubscriptions.externalId, externalId)),
    )
    .for('update')
  return row
}

export async function updateProviderSubscription(
  tx: Database,
  id: string,
  values: Partial<typeof providerSubscriptions.$inferInsert>,
): Promise<ProviderSubscriptionRow | undefined> {
  const [row] = await tx
    .update(providerSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(providerSubscriptions.id, id))
    .returning()
  return row
}

/** The user's subscription with the provider that has not ended, newest first. */
export async function findLiveProviderSubscription(
  db: Database,
  userId: string,
): Promise<ProviderSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerSubscriptions)
    .where(and(eq(providerSubscriptions.userId, userId), ne(providerSubscriptions.status, 'ended')))
    .orderBy(desc(providerSubscriptions.createdAt))
    .limit(1)
  return row
}

/** Whether a renewal of the user's is declined and still being retried (`past_due`, issue 32). */
export async function hasPaymentPending(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: providerSubscriptions.id })
    .from(providerSubscriptions)
    .where(and(eq(providerSubscriptions.userId, userId), eq(providerSubscriptions.status, 'past_due')))
    .limit(1)
  return rows.length > 0
}

export async function findProviderSubscriptionOf(
  db: Database,
  subscriptionId: string,
): Promise<ProviderSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerSubscriptions)
    .where(eq(providerSubscriptions.subscriptionId, subscriptionId))
  return row
}

/** Local subscriptions whose charge is due at `now` (a failed one is retried a day later per failure). */
export function findDueLocalRenewals(db: Database, now: Date) {
  return db
    .select({ provider: providerSubscriptions.provider, externalId: providerSubscriptions.externalId })
    .from(providerSubscriptions)
    .where(
      and(
        eq(providerSubscriptions.provider, 'local'),
        inArray(providerSubscriptions.status, ['active', 'past_due']),
        lte(
          sql`${providerSubscriptions.currentPeriodEnd} + make_interval(days => ${providerSubscriptions.failedCharges})`,
          now,
        ),
      ),
    )
    .limit(500)
}

/**
 * Renewing subscriptions due for their `days`-before notice (issue 32): renewing at or before `until`
 * (the same wall-clock time `days` calendar days from now in TIME_ZONE), and not yet told this period
 * by this notice or a closer one. Stamped and answered in one conditional statement, so each period's
 * notice of each kind goes once however many instances run the pass. `annualOnly`: plans of a year
 * or more (the 15-day notice). A notice stamped before `reminder_days` existed was the 7-day one.
 */
export function claimRenewalNotices(
  tx: Database,
  notice: { now: Date; until: Date; days: number; annualOnly: boolean },
) {
  const ps = providerSubscriptions
  return tx
    .update(ps)
    .set({ reminderFor: sql`${ps.currentPeriodEnd}`, reminderDays: notice.days })
    .where(
      and(
        eq(ps.status, 'active'),
        eq(ps.cancelAtPeriodEnd, false),
        sql`${ps.currentPeriodEnd} > ${notice.now}`,
        sql`${ps.currentPeriodEnd} <= ${notice.until}`,
        or(
          isNull(ps.reminderFor),
          sql`${ps.reminderFor} <> ${ps.currentPeriodEnd}`,
          sql`coalesce(${ps.reminderDays}, 7) > ${notice.days}`,
        ),
        notice.annualOnly
          ? sql`exists (select 1 from plans p where p.id = ${ps.planId} and p.duration_days >= 365)`
          : undefined,
      ),
    )
    .returning()
}

/** A provider subscription by our own id (the renewal notice's cancel link names it). */
export async function findProviderSubscriptionById(
  db: Database,
  id: string,
): Promise<ProviderSubscriptionRow | undefined> {
  const [row] = await db.select().from(providerSubscriptions).where(eq(providerSubscriptions.id, id))
  return row
}

/**
 * An event's order row (renewal, decline, cancellation, end, withdrawal): inserted once per
 * provider fact; answers undefined when that fact already has its row.
 */
export async function insertEventOrder(
  tx: Database,
  values: {
    /** Null only for a refund of a deleted account's charge: the books keep it, like its orders. */
    userId: string | null
    planId: string
    provider: ProviderName
    kind: (typeof paymentOrders.$inferInsert)['kind']
    status: (typeof paymentOrders.$inferInsert)['status']
    amountCents: number
    currency: string
    providerRef: string
    providerPaymentRef?: string | null
    at: Date
  },
) {
  const id = randomUUID()
  const [row] = await tx
    .insert(paymentOrders)
    .values({
      id,
      userId: values.userId,
      planId: values.planId,
      provider: values.provider,
      kind: values.kind,
      status: values.status,
      amountCents: values.amountCents,
      currency: values.currency,
      providerRef: values.providerRef,
      providerPaymentRef: values.providerPaymentRef ?? null,
      idempotencyKey: `event-${id}`,
      expiresAt: values.at,
      // When it happened at the provider; the row's own dates say when we learnt it (Órdenes' order).
      completedAt: values.status === 'completed' || values.status === 'refunded' ? values.at : null,
    })
    .onConflictDoNothing({ target: paymentOrders.providerRef })
    .returning()
  return row
}

/** Claims the customer row for a user (null id while it is being created); answers whether we won. */
export async function claimCustomer(db: Database, userId: string, provider: ProviderName): Promise<boolean> {
  const rows = await db
    .insert(paymentCustomers)
    .values({ userId, provider })
    .onConflictDoNothing()
    .returning({ userId: paymentCustomers.userId })
  return rows.length > 0
}

export async function findCustomer(db: Database, userId: string, provider: ProviderName) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
  return row
}

export async function setCustomerId(
  db: Database,
  userId: string,
  provider: ProviderName,
  customerId: string,
) {
  await db
    .update(paymentCustomers)
    .set({ customerId })
    .where(
      and(
        eq(paymentCustomers.userId, userId),
        eq(paymentCustomers.provider, provider),
        isNull(paymentCustomers.customerId),
      ),
    )
}
