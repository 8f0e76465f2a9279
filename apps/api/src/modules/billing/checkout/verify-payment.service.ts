import { AppError } from '../../../lib/app-error.ts'
import { findPlanById } from '../../plans/index.ts'
import type { UserRow } from '../../users/index.ts'
import type { BillingContext } from '../billing-context.ts'
import { findOrderBySession } from '../orders/payment-orders.repository.ts'
import type { ProviderSession } from '../providers/payment-provider.ts'
import { checkMiniThemes } from '../subscriptions/mini-themes.ts'
import { MINI_PLAN_SLUG } from '../subscriptions/plan-rules.ts'
import { findSubscriptionByOrder } from '../subscriptions/subscriptions.repository.ts'
import { closeUnpaidSession, type Fulfilment, fulfilPaidSession } from './fulfilment.ts'

/**
 * POST /api/payments/verify-payment-session: the buyer is back from the checkout page. The session
 * must be one of the caller's own orders (anyone else's, or an invented id, is "not found" alike);
 * the provider says whether it was paid; the grant goes through the webhook's own function.
 */
export async function verifyPaymentSession(
  ctx: BillingContext,
  user: UserRow,
  input: { sessionId: string; themeId1?: string | null | undefined; themeId2?: string | null | undefined },
): Promise<Fulfilment> {
  const order = await findOrderBySession(ctx.db, ctx.provider.name, input.sessionId)
  if (!order || order.userId !== user.id) throw new AppError('payments.sessionNotFound', 404)
  // Themes matter only to a mini order: a pair left over from an earlier choice does not stop another
  // plan's payment from being verified.
  const plan = await findPlanById(ctx.db, order.planId)
  const themes = plan?.slug === MINI_PLAN_SLUG ? await checkMiniThemes(ctx.db, input) : undefined

  if (order.status === 'completed') {
    // Fulfilled already (webhook, checkout page, an earlier call): read it, no lock, no provider.
    const existing = await findSubscriptionByOrder(ctx.db, order.id)
    if (existing && (!themes || existing.themeId1 || existing.plan.slug !== MINI_PLAN_SLUG))
      return { subscription: existing, granted: false }
  }
  let session: ProviderSession | null
  if (order.status === 'completed') {
    // Already paid and granted (by the webhook or an earlier call): the provider was asked then.
    session = {
      id: input.sessionId,
      status: 'paid',
      reference: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
    }
  } else {
    try {
      session = await ctx.provider.retrieveSession(input.sessionId)
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'payment provider unreachable while verifying')
      throw new AppError('payments.providerUnavailable', 503)
    }
  }
  if (!session) throw new AppError('payments.sessionNotFound', 404)
  if (session.status === 'open') throw new AppError('payments.notPaid', 409)
  if (session.status !== 'paid') {
    await closeUnpaidSession(ctx, session.id, session.status)
    throw new AppError('payments.verifyFailed', 409)
  }
  const fulfilment = await fulfilPaidSession(ctx, session, themes)
  if (!fulfilment) throw new AppError('payments.sessionNotFound', 404)
  return fulfilment
}
