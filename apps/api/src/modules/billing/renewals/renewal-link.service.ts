import type { CancelReasonBody, RenewalLink } from '@sosiego/shared'
import { AppError } from '../../../lib/app-error.ts'
import type { BillingContext } from '../billing-context.ts'
import { changeRenewal } from '../subscriptions/member-subscription.service.ts'
import {
  findProviderSubscriptionById,
  type ProviderSubscriptionRow,
} from './provider-subscriptions.repository.ts'
import { subscriptionOfRenewalCancelToken } from './renewal-cancel-token.ts'
import { planOf } from './renewal-events.ts'

/** The renewing plan a link's token names; 404 for a forged or altered token (or one since deleted). */
async function subscriptionOfLink(ctx: BillingContext, token: string): Promise<ProviderSubscriptionRow> {
  const id = subscriptionOfRenewalCancelToken(ctx.secret, token)
  const sub = id ? await findProviderSubscriptionById(ctx.db, id) : undefined
  if (!sub) throw new AppError('payments.renewalLinkInvalid', 404)
  return sub
}

/**
 * Only a renewal still running with the configured provider can be cancelled from the link: before
 * its date, or after it while a declined charge is being retried (`past_due`, decision 114) — the
 * member may stop the retries, as Mi Suscripción lets them.
 */
function assertRenewing(ctx: BillingContext, sub: ProviderSubscriptionRow, now: Date) {
  if (
    sub.status === 'ended' ||
    sub.provider !== ctx.provider.name ||
    (sub.currentPeriodEnd <= now && sub.status !== 'past_due')
  )
    throw new AppError('payments.renewalLinkNotRenewing', 409)
}

async function viewOf(ctx: BillingContext, sub: ProviderSubscriptionRow): Promise<RenewalLink> {
  const plan = await planOf(ctx.db, sub.planId)
  return {
    planName: plan.name,
    renewsOn: sub.currentPeriodEnd.toISOString(),
    amount: sub.amountCents / 100,
    currency: sub.currency,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    pastDue: sub.status === 'past_due',
    timeZone: ctx.timeZone,
  }
}

/** What the link's page shows: the plan and its renewal date. Reading it changes nothing. */
export async function renewalByLink(
  ctx: BillingContext,
  token: string,
  now = new Date(),
): Promise<RenewalLink> {
  const sub = await subscriptionOfLink(ctx, token)
  assertRenewing(ctx, sub, now)
  return viewOf(ctx, sub)
}

/**
 * The page's 'Cancelar renovación' (issue 32): the renewal cancelled at the period's end through the
 * same path as Mi Suscripción's button. Pressed again, it answers the cancelled state unchanged.
 */
export async function cancelRenewalByLink(
  ctx: BillingContext,
  token: string,
  now = new Date(),
  answer?: CancelReasonBody,
): Promise<RenewalLink> {
  const sub = await subscriptionOfLink(ctx, token)
  assertRenewing(ctx, sub, now)
  if (!sub.cancelAtPeriodEnd) await changeRenewal(ctx, sub, true, now, answer)
  return viewOf(ctx, (await findProviderSubscriptionById(ctx.db, sub.id)) ?? sub)
}
