import { and, asc, eq, gte } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { paymentOrders } from '../../../db/schema/index.ts'
import { AppError } from '../../../lib/app-error.ts'
import type { PlanTableRow } from '../../plans/index.ts'
import { billingTemplates } from '../billing.mail.ts'
import type { BillingContext } from '../billing-context.ts'
import type { PaymentOrderRow } from '../orders/payment-orders.repository.ts'
import { WITHDRAWAL_DAYS } from '../renewals/withdrawal-refund.ts'
import { DAY_MS } from '../subscriptions/plan-rules.ts'
import { hasQueued, type SubscriptionWithPlan } from '../subscriptions/subscriptions.repository.ts'

/**
 * Stripe takes a `trial_end` at least 48 hours ahead; both providers keep the same rule, so a member
 * sees the same choice whichever one sells (issue 32, decision 115). Closer to the trial's end, the
 * plan can only start now.
 */
export const KEEP_TRIAL_MIN_MS = 48 * 60 * 60 * 1000

/**
 * Where a purchase that keeps the trial starts, and is first charged: the end of the trial in force
 * (issue 32, decision 115). Only a renewing plan can wait (a one-off payment is taken at checkout),
 * only with the trial at least 48 hours from its end, and only once: a plan already waiting for the
 * trial's end blocks another purchase (`refuseSecondWhileQueued`).
 */
export async function keptTrialStart(
  db: Database,
  userId: string,
  plan: Pick<PlanTableRow, 'renews'>,
  current: SubscriptionWithPlan | undefined,
  now: Date,
): Promise<Date> {
  if (!current?.plan.isTestPlan || !current.endDate) throw new AppError('payments.noTrialToKeep', 409)
  if (!plan.renews) throw new AppError('payments.keepTrialNeedsRenewingPlan', 409)
  if (current.endDate.getTime() - now.getTime() < KEEP_TRIAL_MIN_MS)
    throw new AppError('payments.trialEndsTooSoon', 409)
  await refuseSecondWhileQueued(db, userId, current)
  return current.endDate
}

/**
 * During the trial, a plan already bought to start at its end is the one purchase: a second one
 * (kept or at once) would charge the member twice at the trial's end.
 */
export async function refuseSecondWhileQueued(
  db: Database,
  userId: string,
  current: SubscriptionWithPlan | undefined,
): Promise<void> {
  if (current?.plan.isTestPlan && (await hasQueued(db, userId)))
    throw new AppError('payments.planAlreadyQueued', 409)
}

/** The e-mail a kept-trial purchase gets instead of a receipt (nothing was charged). */
export function keptTrialConfirmation(
  ctx: Pick<BillingContext, 'appUrl' | 'timeZone'>,
  name: string,
  plan: Pick<PlanTableRow, 'name' | 'durationDays'>,
  order: PaymentOrderRow,
  firstChargeAt: Date,
  completedAt: Date,
) {
  return billingTemplates.keptTrialPurchase(
    name,
    {
      planName: plan.name,
      amountCents: order.amountCents,
      currency: order.currency,
      durationDays: plan.durationDays,
      firstChargeAt,
      requestedAt: order.immediateStartRequestedAt ?? completedAt,
      withdrawableUntil: new Date(completedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS),
      orderId: order.id,
      timeZone: ctx.timeZone,
    },
    `${ctx.appUrl}/panel/suscripcion`,
  )
}

/**
 * The payment a withdrawal refunds through. A kept-trial purchase paid nothing at checkout: its
 * money is the first charge at the trial's end, recorded as the first renewal row of its plan after
 * it; before that charge there is nothing to refund (the amount is 0, decision 115).
 */
export async function purchasePaymentRef(db: Database, order: PaymentOrderRow): Promise<string | null> {
  if (order.providerPaymentRef || !order.firstChargeAt || !order.userId) return order.providerPaymentRef
  const [first] = await db
    .select({ ref: paymentOrders.providerPaymentRef })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, order.userId),
        eq(paymentOrders.planId, order.planId),
        eq(paymentOrders.kind, 'renewal'),
        eq(paymentOrders.status, 'completed'),
        gte(paymentOrders.createdAt, order.createdAt),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(1)
  return first?.ref ?? null
}
