import type { CancelReasonBody, MemberBilling, RenewalState } from '@sosiego/shared'
import { and, desc, eq, gte, inArray } from 'drizzle-orm'
import {
  paymentOrders,
  plans,
  providerSubscriptions,
  subscriptions,
  users,
} from '../../../db/schema/index.ts'
import { AppError } from '../../../lib/app-error.ts'
import { queueMail, withOutbox } from '../../../mail/outbox.ts'
import { recordRenewalCancellation } from '../../business/index.ts'
import { findPlanRowById } from '../../plans/index.ts'
import { findUserById, forgetSessionUser } from '../../users/index.ts'
import { billingTemplates } from '../billing.mail.ts'
import type { BillingContext } from '../billing-context.ts'
import { purchasePaymentRef } from '../checkout/kept-trial.ts'
import { invoiceAttachment, storeIssuedPdfs } from '../invoices/invoice-files.ts'
import type { InvoiceRow } from '../invoices/invoices.repository.ts'
import { issueRectifyingInvoice } from '../invoices/issue-invoice.ts'
import {
  findCustomer,
  findLiveProviderSubscription,
  findProviderSubscriptionOf,
  insertEventOrder,
  lockProviderSubscription,
  type ProviderSubscriptionRow,
  updateProviderSubscription,
} from '../renewals/provider-subscriptions.repository.ts'
import { applyRenewalChoice, type EventOutcome } from '../renewals/renewal-events.ts'
import { WITHDRAWAL_DAYS, withdrawalRefundCents } from '../renewals/withdrawal-refund.ts'
import { forgetShownEntitlements } from './entitlements.ts'
import { DAY_MS } from './plan-rules.ts'
import { syncClientRoles } from './roles-follow-plans.ts'
import { findSubscriptionInForce } from './subscriptions.repository.ts'

// The kept trial's confirmation counts the same 14 days (issue 32): the constant lives with the refund rule.
export { WITHDRAWAL_DAYS }

/** The member's purchase still inside its withdrawal period, with the subscription it granted. */
async function withdrawablePurchase(ctx: BillingContext, userId: string, now: Date) {
  const since = new Date(now.getTime() - WITHDRAWAL_DAYS * DAY_MS)
  const [row] = await ctx.db
    .select({ order: paymentOrders, subscription: subscriptions })
    .from(paymentOrders)
    .innerJoin(subscriptions, eq(subscriptions.orderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.kind, 'purchase'),
        eq(paymentOrders.status, 'completed'),
        gte(paymentOrders.completedAt, since),
        inArray(subscriptions.status, ['active', 'pending']),
      ),
    )
    .orderBy(desc(paymentOrders.completedAt))
    .limit(1)
  if (!row?.order.completedAt) return undefined
  if (row.subscription.endDate && row.subscription.endDate <= now) return undefined
  return {
    ...row,
    until: new Date(row.order.completedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS),
    // Decided here, from the access row's dates at this moment: Mi Suscripción shows this amount and
    // the withdrawal refunds it (decision 086).
    refundCents: withdrawalRefundCents(row.order, row.subscription, now),
  }
}

/** What Mi Suscripción offers: renewal state of the plan in force and the withdrawal deadline. */
export async function renewalState(
  ctx: BillingContext,
  userId: string,
  now = new Date(),
): Promise<RenewalState> {
  const current = await findSubscriptionInForce(ctx.db, userId, now)
  const sub = current ? await findProviderSubscriptionOf(ctx.db, current.id) : undefined
  // Only the configured provider's subscriptions can be changed from here (a demo database moved to
  // Stripe keeps its local ones until they end).
  const live = sub && sub.status !== 'ended' && sub.provider === ctx.provider.name ? sub : undefined
  const customer = live ? await findCustomer(ctx.db, userId, ctx.provider.name) : undefined
  const withdrawal = await withdrawablePurchase(ctx, userId, now)
  return {
    renews: Boolean(live),
    cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
    pastDue: live?.status === 'past_due',
    paidUntil: (live?.currentPeriodEnd ?? current?.endDate)?.toISOString() ?? null,
    amount: live ? live.amountCents / 100 : null,
    currency: live?.currency ?? null,
    canUpdateCard: Boolean(live && customer?.customerId && ctx.provider.name === 'stripe'),
    withdrawableUntil: withdrawal?.until.toISOString() ?? null,
    withdrawalRefundAmount: withdrawal ? withdrawal.refundCents / 100 : null,
    withdrawalCurrency: withdrawal?.order.currency ?? null,
  }
}

async function liveRenewal(ctx: BillingContext, userId: string, now: Date): Promise<ProviderSubscriptionRow> {
  const sub = await findLiveProviderSubscription(ctx.db, userId)
  if (!sub || sub.provider !== ctx.provider.name) throw new AppError('payments.noRenewingPlan', 409)
  if (sub.currentPeriodEnd <= now) throw new AppError('payments.periodOver', 409)
  return sub
}

/**
 * 'Cancelar renovación' and 'Reanudar': the provider first (Stripe's `cancel_at_period_end`), then our
 * row, its order row and the confirmation e-mail through the same path as the provider's webhook,
 * which then finds nothing left to change.
 */
export async function setRenewal(
  ctx: BillingContext,
  userId: string,
  cancel: boolean,
  now = new Date(),
  answer?: CancelReasonBody,
) {
  const sub = await liveRenewal(ctx, userId, now)
  if (sub.cancelAtPeriodEnd === cancel)
    throw new AppError(cancel ? 'payments.renewalAlreadyCancelled' : 'payments.renewalNotCancelled', 409)
  await changeRenewal(ctx, sub, cancel, now, answer)
  return renewalState(ctx, userId, now)
}

/**
 * The change itself, for one renewing subscription: the provider first, then our row and e-mail.
 * A cancellation that took effect (not one a concurrent request or the webhook had already made)
 * leaves its row for the Negocio page's reasons (issue 33), answered or not.
 */
export async function changeRenewal(
  ctx: BillingContext,
  sub: ProviderSubscriptionRow,
  cancel: boolean,
  now = new Date(),
  answer?: CancelReasonBody,
): Promise<EventOutcome> {
  await ctx.provider.setCancelAtPeriodEnd(sub.externalId, cancel)
  const outcome = await applyRenewalChoice(ctx, {
    externalId: sub.externalId,
    cancelAtPeriodEnd: cancel,
    at: now,
  })
  if (cancel && outcome === 'applied')
    await recordRenewalCancellation(ctx.db, {
      userId: sub.userId,
      providerSubscriptionId: sub.id,
      planId: sub.planId,
      answer,
      at: now,
    })
  return outcome
}

/**
 * 'Desistir del contrato' (Directive (EU) 2023/2673's withdrawal function), within 14 days of the
 * purchase: the subscription stops with the provider, the unused part of the period goes back
 * (decision 086 as amended by issue 27: the member asked at checkout for the service to start at
 * once, so the days already begun are paid; an order without that request gets the whole price),
 * access ends now, and an acknowledgement with the date, time and amount is e-mailed. The order row
 * `withdrawal:<order>` is unique, so a repeated request refunds once.
 */
export async function withdraw(ctx: BillingContext, userId: string, now = new Date()) {
  const purchase = await withdrawablePurchase(ctx, userId, now)
  if (!purchase) {
    const [earlier] = await ctx.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .innerJoin(subscriptions, eq(subscriptions.orderId, paymentOrders.id))
      .where(
        and(
          eq(paymentOrders.userId, userId),
          eq(paymentOrders.status, 'completed'),
          inArray(subscriptions.status, ['active', 'pending']),
        ),
      )
      .limit(1)
    throw earlier
      ? new AppError('payments.withdrawalExpired', 409)
      : new AppError('payments.nothingToWithdraw', 409)
  }
  const { order, subscription, refundCents } = purchase
  const providerSub = await findProviderSubscriptionOf(ctx.db, subscription.id)
  // The refund first: if it cannot be made, nothing else changes. Its idempotency key makes a retry
  // after a failed cancellation answer the same refund instead of a second one (the amount is the
  // same all day, decision 086). Nothing left to refund (a short plan's last day) asks for nothing.
  const refundId =
    refundCents > 0
      ? await ctx.provider.refund({
          // Issue 32: a kept trial's money is its first charge, at the trial's end.
          paymentRef: await purchasePaymentRef(ctx.db, order),
          amountCents: refundCents,
          idempotencyKey: `refund-${order.id}`,
          withdrawalOf: order.id,
        })
      : null
  if (providerSub && providerSub.status !== 'ended') await ctx.provider.cancelNow(providerSub.externalId)

  let rectifying: InvoiceRow | null = null
  const result = await withOutbox(ctx.db, async (tx) => {
    if (providerSub) {
      const locked = await lockProviderSubscription(tx, providerSub.provider, providerSub.externalId)
      if (locked && locked.status !== 'ended')
        await updateProviderSubscription(tx, locked.id, { status: 'ended', endedAt: now })
    }
    const row = await insertEventOrder(tx, {
      userId,
      planId: order.planId,
      provider: order.provider,
      kind: 'withdrawal',
      status: 'refunded',
      amountCents: refundCents,
      currency: order.currency,
      providerRef: `withdrawal:${order.id}`,
      providerPaymentRef: refundId,
      at: now,
    })
    if (!row) return null
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', endDate: now, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id))
    await syncClientRoles(tx, [userId], now)
    const user = await findUserById(tx, userId)
    const plan = await findPlanRowById(tx, order.planId)
    // Issue 32: the refund's rectifying invoice (series R) against the purchase's invoice.
    rectifying = await issueRectifyingInvoice(tx, ctx, {
      originalOrderId: order.id,
      orderId: row.id,
      refundCents,
      at: now,
    })
    if (user && plan)
      await queueMail(tx, user.email, {
        ...billingTemplates.withdrawalAcknowledged(
          user.name,
          plan.name,
          now,
          ctx.timeZone,
          {
            amountCents: refundCents,
            currency: order.currency,
            orderId: row.id,
            invoiceCode: rectifying?.code,
          },
          `${ctx.appUrl}/panel/suscripcion`,
        ),
        ...(rectifying ? { attachments: [invoiceAttachment(rectifying)] } : {}),
      })
    return row
  })
  await storeIssuedPdfs(ctx, [rectifying])
  forgetShownEntitlements(userId)
  forgetSessionUser(userId)
  if (!result) throw new AppError('payments.nothingToWithdraw', 409)
  ctx.log.info({ orderId: order.id, refundId }, 'withdrawal refunded')
  return { withdrawnAt: now, refundAmount: refundCents / 100, currency: order.currency }
}

/** The provider's customer portal for the card, with Mi Suscripción as the way back. */
export async function billingPortal(ctx: BillingContext, userId: string): Promise<string> {
  const customer = await findCustomer(ctx.db, userId, ctx.provider.name)
  const url = customer?.customerId
    ? await ctx.provider.portalUrl(customer.customerId, `${ctx.appUrl}/panel/suscripcion`)
    : null
  if (!url) throw new AppError('payments.portalUnavailable', 409)
  return url
}

/**
 * Account deletion (decision 069, issue 18): a renewing subscription is stopped with the provider
 * before the account goes, so nobody is charged for an account that no longer exists. Called outside
 * the deletion's transaction (a network call must not hold it); a failure stops the deletion.
 */
export async function stopRenewalsOf(ctx: BillingContext, userId: string): Promise<number> {
  let stopped = 0
  for (let sub = await findLiveProviderSubscription(ctx.db, userId); sub; ) {
    try {
      await ctx.provider.cancelNow(sub.externalId)
    } catch (error) {
      ctx.log.error({ err: error, externalId: sub.externalId }, 'renewal not stopped before deletion')
      throw new AppError('payments.providerUnavailable', 503)
    }
    await updateProviderSubscription(ctx.db, sub.id, { status: 'ended', endedAt: new Date() })
    stopped++
    sub = await findLiveProviderSubscription(ctx.db, userId)
  }
  return stopped
}

/** A member's billing story for staff (Clientes): the renewing subscription and every order row. */
export async function memberBilling(ctx: BillingContext, userId: string): Promise<MemberBilling> {
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!account) throw new AppError('people.notFound', 404)
  const [sub] = await ctx.db
    .select({ sub: providerSubscriptions, planName: plans.name })
    .from(providerSubscriptions)
    .innerJoin(plans, eq(plans.id, providerSubscriptions.planId))
    .where(eq(providerSubscriptions.userId, userId))
    .orderBy(desc(providerSubscriptions.createdAt))
    .limit(1)
  const orders = await ctx.db
    .select({ order: paymentOrders, planName: plans.name })
    .from(paymentOrders)
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(200)
  return {
    renewal: sub
      ? {
          planName: sub.planName,
          status: sub.sub.status,
          cancelAtPeriodEnd: sub.sub.cancelAtPeriodEnd,
          paidUntil: sub.sub.currentPeriodEnd.toISOString(),
        }
      : null,
    orders: orders.map(({ order, planName }) => ({
      _id: order.id,
      kind: order.kind,
      status: order.status,
      amount: order.amountCents / 100,
      currency: order.currency,
      planName,
      createdAt: order.createdAt.toISOString(),
    })),
  }
}
