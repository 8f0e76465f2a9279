import { randomUUID } from 'node:crypto'
import { isBackOfficeRole } from '@sosiego/shared'
import { and, eq } from 'drizzle-orm'
import { plans } from '../../../db/schema/index.ts'
import { AppError } from '../../../lib/app-error.ts'
import { withOutbox } from '../../../mail/outbox.ts'
import type { UserRow } from '../../users/index.ts'
import type { BillingContext } from '../billing-context.ts'
import {
  closeOpenOrder,
  expireLapsedOrders,
  findOpenOrder,
  insertOrder,
  type PaymentOrderRow,
  updateOrder,
} from '../orders/payment-orders.repository.ts'
import { grantPlan } from '../subscriptions/grant-plan.ts'
import { checkMiniThemes } from '../subscriptions/mini-themes.ts'
import { isFreePlan, isUpgrade, MINI_PLAN_SLUG } from '../subscriptions/plan-rules.ts'
import { findSubscriptionInForce } from '../subscriptions/subscriptions.repository.ts'
import { buyerCharge } from './buyer-charge.ts'
import { ensureCustomer } from './customer.ts'
import { keptTrialStart, refuseSecondWhileQueued } from './kept-trial.ts'

/** Sessions last 30 minutes, with the local provider and with Stripe (its minimum). */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000
/** An open session this close to its end is not handed out again: the buyer needs time to pay. */
const REUSE_MARGIN_MS = 5 * 60 * 1000

export interface CheckoutResult {
  url: string
  sessionId: string | null
  /** A free plan was activated at once; `url` is then the panel. */
  activated: boolean
  reused: boolean
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Spec §4 "Checkout", on the server: staff, temporary and unverified accounts cannot buy; an active paid plan
 * blocks every purchase but mini → full; free plans are activated here, once per user; a paid plan
 * needs the buyer's express request to start now (issue 27, decision 086), recorded on the order,
 * or, during the trial, to keep it (issue 32, decision 115: the plan starts and is first charged at
 * the trial's end); otherwise one open provider session per user and plan, reused by a second click.
 */
export async function createCheckout(
  ctx: BillingContext,
  user: UserRow,
  input: {
    planId: string
    themeId1?: string | null | undefined
    themeId2?: string | null | undefined
    immediateStart?: boolean | undefined
    /** Issue 32: keep the trial in force; the plan starts, and is first charged, at its end. */
    keepTrial?: boolean | undefined
  },
): Promise<CheckoutResult> {
  if (isBackOfficeRole(user.role)) throw new AppError('payments.staffCannotSubscribe', 403)
  if (user.isTemporary) throw new AppError('payments.temporaryAccount', 403)
  // Issue 12 #4: no plan, paid or free, for an address nobody has proven (decision 049).
  if (!user.isVerified) throw new AppError('auth.emailUnverified', 403)
  const [plan] = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.planId), eq(plans.isActive, true)))
  if (!plan) throw new AppError('plans.notFound', 404)

  const now = new Date()
  const current = await findSubscriptionInForce(ctx.db, user.id, now)
  if (current && !current.plan.isTestPlan && !isUpgrade(current.plan, plan)) {
    throw new AppError('payments.activePlan', 409)
  }
  const themes = plan.slug === MINI_PLAN_SLUG ? await checkMiniThemes(ctx.db, input) : undefined

  if (isFreePlan(plan)) {
    await withOutbox(ctx.db, (tx) => grantPlan(tx, { userId: user.id, plan, source: 'free', themes, now }))
    return { url: `${ctx.appUrl}/panel`, sessionId: null, activated: true, reused: false }
  }

  // TRLGDCU art. 98.8 and 108.3: the service starts at once only at the buyer's express request, which
  // is what lets a withdrawal charge the part already provided (decision 086). No request, no sale.
  // Issue 32, decision 115: or the trial is kept, and the plan starts at its end (the same request,
  // for a start that may fall inside the 14 days).
  if (input.keepTrial === true && input.immediateStart === true)
    throw new AppError('payments.startChoiceConflict', 400)
  if (input.immediateStart !== true && input.keepTrial !== true)
    throw new AppError('payments.immediateStartRequired', 400)
  const firstChargeAt = input.keepTrial ? await keptTrialStart(ctx.db, user.id, plan, current, now) : null
  await refuseSecondWhileQueued(ctx.db, user.id, current)

  // Issue 32: price + tax when prices exclude it (none for a buyer outside the IVA territory), fixed
  // here on the order: the session, the renewals and the invoice all follow this amount.
  const charge = await buyerCharge(ctx.db, ctx, user.id, plan.priceCents)
  // Attempts whose session has ended no longer block a new one.
  await expireLapsedOrders(ctx.db, new Date(now.getTime() + REUSE_MARGIN_MS), user.id)
  for (let attempt = 0; attempt < 50; attempt++) {
    const open = await findOpenOrder(ctx.db, user.id, plan.id)
    if (open && (open.firstChargeAt?.getTime() ?? null) !== (firstChargeAt?.getTime() ?? null)) {
      // The buyer changed their mind between starting now and keeping the trial: a new attempt.
      if (open.checkoutUrl) await closeOpenOrder(ctx.db, open.id, 'canceled')
      else await sleep(100)
      continue
    }
    if (open?.checkoutUrl && open.amountCents !== charge.totalCents) {
      // The amount changed since that session opened (billing details, the tax rule): a new one.
      await closeOpenOrder(ctx.db, open.id, 'canceled')
      continue
    }
    if (open?.checkoutUrl && open.providerSessionId) {
      // A session opened before requests were recorded gets this one; an earlier request stays.
      const requestedAt = open.immediateStartRequestedAt ?? now
      if (themes || !open.immediateStartRequestedAt)
        await updateOrder(ctx.db, open.id, { ...themes, immediateStartRequestedAt: requestedAt })
      return { url: open.checkoutUrl, sessionId: open.providerSessionId, activated: false, reused: true }
    }
    if (open) {
      // Another request is creating this session right now: its answer is ours too.
      await sleep(100)
      continue
    }
    const id = randomUUID()
    const order = await insertOrder(ctx.db, {
      id,
      userId: user.id,
      planId: plan.id,
      amountCents: charge.totalCents,
      currency: plan.currency,
      provider: ctx.provider.name,
      idempotencyKey: `checkout-${id}`,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      immediateStartRequestedAt: now,
      firstChargeAt,
      ...themes,
    })
    if (!order) continue
    return { ...(await openProviderSession(ctx, user, plan, order)), activated: false, reused: false }
  }
  throw new AppError('payments.sessionCreateFailed', 503)
}

async function openProviderSession(
  ctx: BillingContext,
  user: UserRow,
  plan: { name: string; renews: boolean; durationDays: number },
  order: PaymentOrderRow,
): Promise<{ url: string; sessionId: string }> {
  const planName = plan.name
  try {
    // Issue 18: a renewing plan is a subscription with the provider, for the user's one customer.
    const recurring = plan.renews
      ? { intervalDays: plan.durationDays, customerId: await ensureCustomer(ctx, user), userId: user.id }
      : undefined
    const session = await ctx.provider.createCheckoutSession({
      reference: order.id,
      idempotencyKey: order.idempotencyKey,
      description: `Sosiego · ${planName}`,
      amountCents: order.amountCents,
      currency: order.currency,
      customerEmail: user.email,
      successUrl: `${ctx.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.appUrl}/#pricing`,
      expiresAt: order.expiresAt,
      recurring,
      firstChargeAt: order.firstChargeAt ?? undefined,
    })
    await updateOrder(ctx.db, order.id, { providerSessionId: session.id, checkoutUrl: session.url })
    return { url: session.url, sessionId: session.id }
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'checkout session could not be created')
    await updateOrder(ctx.db, order.id, { status: 'failed' })
    throw new AppError('payments.sessionCreateFailed', 502)
  }
}
