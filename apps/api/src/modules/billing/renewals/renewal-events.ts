import { and, eq, lte, ne } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { paymentOrders, subscriptions } from '../../../db/schema/index.ts'
import { queueMail, withOutbox } from '../../../mail/outbox.ts'
import { findPlanRowById } from '../../plans/index.ts'
import { findUserById, forgetSessionUser } from '../../users/index.ts'
import { billingTemplates } from '../billing.mail.ts'
import type { BillingContext } from '../billing-context.ts'
import { invoiceAttachment, storeIssuedPdfs } from '../invoices/invoice-files.ts'
import type { InvoiceRow } from '../invoices/invoices.repository.ts'
import { issueInvoice } from '../invoices/issue-invoice.ts'
import { forgetShownEntitlements } from '../subscriptions/entitlements.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'
import { syncClientRoles } from '../subscriptions/roles-follow-plans.ts'
import {
  insertEventOrder,
  lockProviderSubscription,
  type ProviderSubscriptionRow,
  updateProviderSubscription,
} from './provider-subscriptions.repository.ts'

export const panelUrl = (ctx: Pick<BillingContext, 'appUrl'>) => `${ctx.appUrl}/panel/suscripcion`

export async function planOf(tx: Database, planId: string) {
  const plan = await findPlanRowById(tx, planId)
  if (!plan) throw new Error(`plan ${planId} is missing`)
  return plan
}

/** Caches that show the member's plan or role are stale once the subscription moves. */
export function forget(userId: string) {
  forgetShownEntitlements(userId)
  forgetSessionUser(userId)
}

/**
 * Moves the access row's end to `paidUntil` when that is later (never earlier: a late or repeated
 * event cannot take paid days away), and brings a row the scheduler had expired back into force.
 */
export async function extendAccess(tx: Database, sub: ProviderSubscriptionRow, paidUntil: Date, now: Date) {
  if (!sub.subscriptionId) return
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.subscriptionId))
  if (!row) return
  const endDate = row.endDate && row.endDate > paidUntil ? row.endDate : paidUntil
  let status = row.status
  // Paid: the grace of a declined renewal has done its work (a paid retry moves the period on).
  if (status === 'expired' && endDate > now) {
    const [other] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, row.userId),
          eq(subscriptions.status, 'active'),
          ne(subscriptions.id, row.id),
        ),
      )
    if (!other) status = 'active'
  }
  await tx
    .update(subscriptions)
    .set({ endDate, status, graceUntil: null, updatedAt: now })
    .where(eq(subscriptions.id, row.id))
}

/**
 * A retry's answer (Stripe's webhook, the scheduler's next pass) arrives after the retry itself: the
 * grace lasts this long past the next attempt, so access never lapses between the two.
 */
export const GRACE_MARGIN_MS = DAY_MS

/**
 * The grace a declined renewal keeps (decision 114): up to a day after the provider's next retry, or
 * none once the provider gives up (`nextAttempt` null). Access reads it as a date on the access row.
 */
export async function setGrace(tx: Database, sub: ProviderSubscriptionRow, nextAttempt: Date | null) {
  if (!sub.subscriptionId) return
  const graceUntil = nextAttempt ? new Date(nextAttempt.getTime() + GRACE_MARGIN_MS) : null
  await tx
    .update(subscriptions)
    .set({ graceUntil, updatedAt: new Date() })
    .where(eq(subscriptions.id, sub.subscriptionId))
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown'

/**
 * A renewal paid (Stripe `invoice.paid`, or the local provider's charge): the period moves on, an
 * order row and a receipt, once per invoice. The first invoice of a subscription is the purchase
 * itself (its order and receipt already exist): it only records the payment for a later refund.
 */
export async function applyRenewalPaid(
  ctx: BillingContext,
  event: {
    externalId: string
    invoiceRef: string
    amountCents: number
    currency: string
    paidUntil: Date
    paymentRef: string | null
    firstInvoice: boolean
    at: Date
  },
): Promise<EventOutcome> {
  let invoice: InvoiceRow | null = null
  const outcome = await withOutbox(ctx.db, async (tx): Promise<EventOutcome> => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    const now = new Date()
    const paidUntil = new Date(Math.max(sub.currentPeriodEnd.getTime(), event.paidUntil.getTime()))
    await updateProviderSubscription(tx, sub.id, {
      currentPeriodEnd: paidUntil,
      ...(sub.status === 'ended' ? {} : { status: 'active' as const, failedCharges: 0 }),
    })
    await extendAccess(tx, sub, paidUntil, now)
    forget(sub.userId)
    if (event.firstInvoice) {
      if (sub.orderId && event.paymentRef)
        await tx
          .update(paymentOrders)
          .set({ providerPaymentRef: event.paymentRef })
          .where(eq(paymentOrders.id, sub.orderId))
      // A first invoice that charged money the purchase had not (a purchase during the trial, charged
      // at its end) is invoiced now, on the purchase's order; otherwise the purchase's invoice stands.
      if (sub.orderId)
        invoice = await issueInvoice(tx, ctx, {
          orderId: sub.orderId,
          userId: sub.userId,
          planName: (await planOf(tx, sub.planId)).name,
          amountCents: event.amountCents,
          currency: event.currency,
          periodStart: sub.currentPeriodEnd,
          periodEnd: paidUntil,
          at: event.at,
        })
      return 'applied'
    }
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: 'renewal',
      status: 'completed',
      amountCents: event.amountCents,
      currency: event.currency,
      providerRef: `${event.invoiceRef}:paid`,
      providerPaymentRef: event.paymentRef,
      at: event.at,
    })
    if (!order) return 'duplicate'
    await syncClientRoles(tx, [sub.userId], now)
    const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
    // Issue 32: the renewal's invoice covers the period it paid for: from the old paid date on.
    invoice = await issueInvoice(tx, ctx, {
      orderId: order.id,
      userId: sub.userId,
      planName: plan.name,
      amountCents: event.amountCents,
      currency: event.currency,
      periodStart: sub.currentPeriodEnd,
      periodEnd: paidUntil,
      at: event.at,
    })
    if (user)
      await queueMail(tx, user.email, {
        ...billingTemplates.renewalReceipt(
          user.name,
          {
            planName: plan.name,
            amountCents: event.amountCents,
            currency: event.currency,
            paidAt: event.at,
            orderId: order.id,
            invoiceCode: invoice?.code,
          },
          paidUntil,
          panelUrl(ctx),
        ),
        ...(invoice ? { attachments: [invoiceAttachment(invoice)] } : {}),
      })
    return 'applied'
  })
  await storeIssuedPdfs(ctx, [invoice])
  return outcome
}

/**
 * A renewal charge declined (Stripe `invoice.payment_failed`, each attempt): a failed order row and an
 * e-mail with the link to update the card, once per attempt. The plan is kept while the provider
 * retries (up to a day after `nextAttempt`, decision 114); the last attempt (no next one) ends the
 * grace, so access ends at the paid date already passed.
 */
export async function applyPaymentFailed(
  ctx: BillingContext,
  event: {
    externalId: string
    invoiceRef: string
    attempt: number
    amountCents: number
    currency: string
    nextAttempt: Date | null
    at: Date
  },
): Promise<EventOutcome> {
  return withOutbox(ctx.db, async (tx) => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: 'renewal',
      status: 'failed',
      amountCents: event.amountCents,
      currency: event.currency,
      providerRef: `${event.invoiceRef}:failed:${event.attempt}`,
      at: event.at,
    })
    if (!order) return 'duplicate'
    // A decline older than the paid period (a late event after a later payment) changes nothing.
    if (sub.status !== 'ended' && sub.currentPeriodEnd <= event.at) {
      if (sub.status === 'active') await updateProviderSubscription(tx, sub.id, { status: 'past_due' })
      await setGrace(tx, sub, event.nextAttempt)
      forget(sub.userId)
    }
    const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
    if (user)
      await queueMail(
        tx,
        user.email,
        billingTemplates.paymentDeclined(
          user.name,
          plan.name,
          event.amountCents,
          event.currency,
          event.nextAttempt,
          `${panelUrl(ctx)}?tarjeta=1`,
        ),
      )
    return 'applied'
  })
}

/**
 * The renewal cancelled or resumed (Stripe `customer.subscription.updated`, or the member's own
 * button): applied only when newer than the last state applied and different from it, so a late or
 * repeated event changes nothing. Each change is an order row and an e-mail.
 */
export async function applyRenewalChoice(
  ctx: BillingContext,
  event: { externalId: string; cancelAtPeriodEnd: boolean; pastDue?: boolean; gaveUp?: boolean; at: Date },
): Promise<EventOutcome> {
  return withOutbox(ctx.db, async (tx) => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    if (sub.status === 'ended' || (sub.stateAt && sub.stateAt > event.at)) return 'duplicate'
    // Stripe's `unpaid`: the retries are over though the subscription stays; the grace ends now.
    if (event.gaveUp) {
      await setGrace(tx, sub, null)
      forget(sub.userId)
    }
    const changed = sub.cancelAtPeriodEnd !== event.cancelAtPeriodEnd
    const status =
      event.pastDue === undefined ? sub.status : event.pastDue ? ('past_due' as const) : ('active' as const)
    await updateProviderSubscription(tx, sub.id, {
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      stateAt: event.at,
      status,
    })
    if (!changed) return 'duplicate'
    forget(sub.userId)
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: event.cancelAtPeriodEnd ? 'cancellation' : 'resumption',
      status: event.cancelAtPeriodEnd ? 'canceled' : 'completed',
      amountCents: 0,
      currency: sub.currency,
      providerRef: `${sub.externalId}:${event.cancelAtPeriodEnd ? 'cancel' : 'resume'}:${event.at.toISOString()}`,
      at: event.at,
    })
    const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
    if (user && order)
      await queueMail(
        tx,
        user.email,
        event.cancelAtPeriodEnd
          ? billingTemplates.renewalCancelled(user.name, plan.name, sub.currentPeriodEnd, panelUrl(ctx))
          : billingTemplates.renewalResumed(
              user.name,
              plan.name,
              sub.currentPeriodEnd,
              sub.amountCents,
              sub.currency,
              panelUrl(ctx),
            ),
      )
    return 'applied'
  })
}

/**
 * The subscription ended with the provider (Stripe `customer.subscription.deleted`: cancelled at the
 * period's end, or the last retry failed). Final: nothing moves it again. Access stays to the date
 * paid, as the issue asks; an ended row and the "subscription ended" e-mail, once.
 */
export async function applySubscriptionEnded(
  ctx: BillingContext,
  event: { externalId: string; at: Date; notify?: boolean; now?: Date },
): Promise<EventOutcome> {
  return withOutbox(ctx.db, async (tx) => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    if (sub.status === 'ended') return 'duplicate'
    const now = event.now ?? new Date()
    await updateProviderSubscription(tx, sub.id, { status: 'ended', endedAt: event.at })
    // The provider gave up (or the renewal was cancelled): no grace is kept past the paid date.
    await setGrace(tx, sub, null)
    if (sub.subscriptionId)
      await tx
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(subscriptions.id, sub.subscriptionId),
            eq(subscriptions.status, 'active'),
            // The paid period still running: it stays active and the scheduler expires it on time.
            lte(subscriptions.endDate, now),
          ),
        )
    await syncClientRoles(tx, [sub.userId], now)
    forget(sub.userId)
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: 'ended',
      status: 'canceled',
      amountCents: 0,
      currency: sub.currency,
      providerRef: `${sub.externalId}:ended`,
      at: event.at,
    })
    if (order && event.notify !== false) {
      const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
      if (user)
        await queueMail(
          tx,
          user.email,
          billingTemplates.subscriptionEnded(
            user.name,
            plan.name,
            sub.currentPeriodEnd,
            `${ctx.appUrl}/#pricing`,
          ),
        )
    }
    return 'applied'
  })
}
