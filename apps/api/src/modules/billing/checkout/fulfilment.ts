import type { Database } from '../../../db/client.ts'
import { AppError } from '../../../lib/app-error.ts'
import { queueMail, withOutbox } from '../../../mail/outbox.ts'
import { findPlanRowById } from '../../plans/index.ts'
import { findUserById } from '../../users/index.ts'
import { billingTemplates } from '../billing.mail.ts'
import type { BillingContext } from '../billing-context.ts'
import { invoiceAttachment, storeIssuedPdfs } from '../invoices/invoice-files.ts'
import type { InvoiceRow } from '../invoices/invoices.repository.ts'
import { issueInvoice } from '../invoices/issue-invoice.ts'
import {
  closeOpenOrder,
  findOrderBySession,
  lockOrderBySession,
  updateOrder,
} from '../orders/payment-orders.repository.ts'
import type { ProviderSession } from '../providers/payment-provider.ts'
import {
  findLiveProviderSubscription,
  insertProviderSubscription,
  updateProviderSubscription,
} from '../renewals/provider-subscriptions.repository.ts'
import { grantPlan } from '../subscriptions/grant-plan.ts'
import type { MiniThemes } from '../subscriptions/mini-themes.ts'
import { MINI_PLAN_SLUG } from '../subscriptions/plan-rules.ts'
import {
  findSubscriptionByOrder,
  type SubscriptionWithPlan,
  updateSubscription,
} from '../subscriptions/subscriptions.repository.ts'
import { keptTrialConfirmation } from './kept-trial.ts'

export interface Fulfilment {
  subscription: SubscriptionWithPlan
  /** False when an earlier call (the webhook, another verification) had already fulfilled it. */
  granted: boolean
}

async function planById(db: Database, id: string) {
  const plan = await findPlanRowById(db, id)
  if (!plan) throw new Error(`plan ${id} of an order is missing`)
  return plan
}

/**
 * Grants what a paid provider session bought: exactly once, however many times and in whatever
 * order the webhook, the local checkout and the verification call it. The order's row is locked
 * for the whole transaction, so a second caller waits and then finds it completed; the unique
 * order id on subscriptions backs that up. The receipt is queued in the same transaction.
 *
 * Answers null when the session is not one of our orders.
 */
export async function fulfilPaidSession(
  ctx: BillingContext,
  session: ProviderSession,
  themes?: MiniThemes,
): Promise<Fulfilment | null> {
  if (session.status !== 'paid') throw new Error('only a paid session is fulfilled')
  const stopWithProvider: string[] = []
  let invoice: InvoiceRow | null = null
  const result = await withOutbox(ctx.db, async (tx) => {
    const order = await lockOrderBySession(tx, ctx.provider.name, session.id)
    if (!order) return null
    // The trial kept (issue 32): nothing is charged at checkout; the order's amount comes at its end.
    const chargedNow = order.firstChargeAt ? 0 : order.amountCents
    if (
      session.reference !== order.id ||
      session.amountCents !== chargedNow ||
      session.currency.toUpperCase() !== order.currency.toUpperCase()
    ) {
      ctx.log.error({ orderId: order.id, sessionId: session.id }, 'paid session does not match its order')
      throw new AppError('payments.verifyFailed', 409)
    }
    const buyerId = order.userId
    if (!buyerId) {
      // The account was deleted while its checkout was open (decision 069): nobody to grant the plan
      // to. The order stays for the books; the payment is refunded by hand.
      ctx.log.error({ orderId: order.id }, 'paid order of a deleted account: refund it')
      throw new AppError('payments.verifyFailed', 409)
    }
    const plan = await planById(tx, order.planId)
    const miniThemes = plan.slug === MINI_PLAN_SLUG ? themes : undefined

    if (order.status === 'completed') {
      const existing = await findSubscriptionByOrder(tx, order.id)
      if (!existing) throw new Error(`completed order ${order.id} has no subscription`)
      // The webhook may have won the race before the client sent the mini themes: set them once.
      if (miniThemes && !existing.themeId1) {
        const updated = await updateSubscription(tx, existing.id, miniThemes)
        return { subscription: { ...existing, ...updated, plan }, granted: false }
      }
      return { subscription: existing, granted: false }
    }

    const chosen =
      miniThemes ??
      (plan.slug === MINI_PLAN_SLUG && order.themeId1 && order.themeId2
        ? { themeId1: order.themeId1, themeId2: order.themeId2 }
        : undefined)
    const now = new Date()
    await updateOrder(tx, order.id, {
      status: 'completed',
      completedAt: now,
      providerPaymentRef: session.paymentRef ?? null,
      ...chosen,
    })
    // A renewing plan replaces any other renewing subscription (the mini → full upgrade): the old one
    // stops renewing now, with the provider after the commit.
    const previous = await findLiveProviderSubscription(tx, buyerId)
    const subscription = await grantPlan(tx, {
      userId: buyerId,
      plan,
      source: 'payment',
      orderId: order.id,
      themes: chosen,
      startAt: order.firstChargeAt ?? undefined,
      now,
    })
    // Issue 18: Stripe says which subscription the checkout started; the local provider simulates one.
    const externalId =
      session.subscriptionId ?? (plan.renews && ctx.provider.name === 'local' ? `lsub_${order.id}` : null)
    if (externalId && subscription.endDate) {
      await insertProviderSubscription(tx, {
        userId: buyerId,
        planId: plan.id,
        provider: ctx.provider.name,
        externalId,
        orderId: order.id,
        subscriptionId: subscription.id,
        currentPeriodEnd: subscription.endDate,
        amountCents: order.amountCents,
        currency: order.currency,
      })
      if (previous && previous.externalId !== externalId) {
        await updateProviderSubscription(tx, previous.id, { status: 'ended', endedAt: now })
        stopWithProvider.push(previous.externalId)
      }
    }
    // Issue 32: the charge's invoice, in this transaction, last (its series' counter stays locked to
    // the commit). A purchase that charged nothing (its first charge waits for the trial) has none.
    invoice = await issueInvoice(tx, ctx, {
      orderId: order.id,
      userId: buyerId,
      planName: plan.name,
      // What the provider took at checkout: nothing for a purchase whose first charge waits for the
      // trial's end (invoiced when that charge is paid, applyRenewalPaid's first invoice).
      amountCents: session.amountCents,
      currency: order.currency,
      periodStart: subscription.startDate,
      periodEnd: subscription.endDate,
      at: now,
    })
    const user = await findUserById(tx, buyerId)
    if (user && order.firstChargeAt) {
      // Nothing was paid: no receipt, but the durable confirmation of what was bought and when it is charged.
      await queueMail(
        tx,
        user.email,
        keptTrialConfirmation(ctx, user.name, plan, order, order.firstChargeAt, now),
      )
    } else if (user) {
      await queueMail(tx, user.email, {
        ...billingTemplates.paymentReceipt(
          user.name,
          {
            planName: plan.name,
            amountCents: order.amountCents,
            currency: order.currency,
            paidAt: now,
            orderId: order.id,
            immediateStart: order.immediateStartRequestedAt
              ? { requestedAt: order.immediateStartRequestedAt, timeZone: ctx.timeZone }
              : null,
            invoiceCode: invoice?.code,
          },
          subscription,
          `${ctx.appUrl}/panel/suscripcion`,
        ),
        ...(invoice ? { attachments: [invoiceAttachment(invoice)] } : {}),
      })
    }
    ctx.log.info({ orderId: order.id, subscriptionId: subscription.id }, 'order fulfilled')
    return { subscription: { ...subscription, plan }, granted: true }
  })
  await storeIssuedPdfs(ctx, [invoice])
  for (const externalId of stopWithProvider) {
    // Already ended on our side: a failure here is a charge to stop by hand, not a reason to undo.
    await ctx.provider
      .cancelNow(externalId)
      .catch((error) => ctx.log.error({ err: error, externalId }, 'replaced subscription not stopped'))
  }
  return result
}

/** A session that ended unpaid closes its order, unless the order was already paid. */
export async function closeUnpaidSession(
  ctx: BillingContext,
  sessionId: string,
  status: 'expired' | 'failed' | 'canceled',
): Promise<void> {
  const order = await findOrderBySession(ctx.db, ctx.provider.name, sessionId)
  if (order) await closeOpenOrder(ctx.db, order.id, status)
}
