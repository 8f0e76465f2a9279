import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { invoices, paymentOrders, plans, subscriptions } from '../../../db/schema/index.ts'
import type { InvoicingSettings } from '../billing-context.ts'
import { issueInvoice, issueRectifyingInvoice } from './issue-invoice.ts'

/**
 * The demo seed's charges (orders written as the checkout would have, issue 32): every completed
 * purchase or renewal of money with a member and no invoice gets one, dated when it was paid and in
 * that order, so Facturas is not empty on a fresh install and its totals agree with Órdenes; then
 * each refunded withdrawal of those charges its rectifying invoice (series R), in the order they
 * happened (the year of history, issue 33, has a few). Real charges never need it: they are
 * invoiced in their own transaction.
 */
/** The seed's invoicing runs once at a time across instances (any number no other lock uses). */
const SEED_INVOICES_LOCK_ID = 724_105_332

export async function invoicePaidOrdersWithout(
  db: Database,
  settings: Pick<InvoicingSettings, 'taxRatePercent' | 'issuer'>,
  timeZone: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together both seed: the second waits here for the first to commit, then
    // finds its charges invoiced (each statement reads what was committed before it).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_INVOICES_LOCK_ID})`)
    const rows = await tx
      .select({ order: paymentOrders, planName: plans.name, access: subscriptions })
      .from(paymentOrders)
      .innerJoin(plans, eq(plans.id, paymentOrders.planId))
      .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
      .leftJoin(subscriptions, eq(subscriptions.orderId, paymentOrders.id))
      .where(
        and(
          eq(paymentOrders.status, 'completed'),
          gt(paymentOrders.amountCents, 0),
          isNotNull(paymentOrders.userId),
          isNotNull(paymentOrders.completedAt),
          isNull(invoices.id),
        ),
      )
      .orderBy(asc(paymentOrders.completedAt))
    let issued = 0
    for (const { order, planName, access } of rows) {
      if (order.kind !== 'purchase' && order.kind !== 'renewal') continue
      if (!order.userId || !order.completedAt) continue
      await issueInvoice(
        tx as unknown as Database,
        { timeZone, invoicing: settings },
        {
          orderId: order.id,
          userId: order.userId,
          planName,
          amountCents: order.amountCents,
          currency: order.currency,
          periodStart: access?.startDate ?? null,
          periodEnd: access?.endDate ?? null,
          at: order.completedAt,
        },
      )
      issued++
    }
    const refunds = await tx
      .select({ order: paymentOrders })
      .from(paymentOrders)
      .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
      .where(
        and(
          eq(paymentOrders.kind, 'withdrawal'),
          eq(paymentOrders.status, 'refunded'),
          gt(paymentOrders.amountCents, 0),
          isNotNull(paymentOrders.userId),
          isNotNull(paymentOrders.completedAt),
          isNull(invoices.id),
        ),
      )
      .orderBy(asc(paymentOrders.completedAt))
    for (const { order } of refunds) {
      // The withdrawal's row names the purchase it refunds (`withdrawal:<order>`, as `withdraw` writes it).
      const originalOrderId = order.providerRef?.startsWith('withdrawal:')
        ? order.providerRef.slice(11)
        : null
      if (!originalOrderId || !order.completedAt) continue
      const rectifying = await issueRectifyingInvoice(
        tx as unknown as Database,
        { timeZone, invoicing: settings },
        { originalOrderId, orderId: order.id, refundCents: order.amountCents, at: order.completedAt },
      )
      if (rectifying) issued++
    }
    return issued
  })
}
