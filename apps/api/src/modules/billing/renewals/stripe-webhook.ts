import type Stripe from 'stripe'
import { AppError } from '../../../lib/app-error.ts'
import type { BillingContext } from '../billing-context.ts'
import { closeUnpaidSession, fulfilPaidSession } from '../checkout/fulfilment.ts'
import { findOrderById } from '../orders/payment-orders.repository.ts'
import { fromStripeSession, idOf, WITHDRAWAL_REFUND_KEY } from '../providers/stripe-provider.ts'
import { applyProviderRefund } from './provider-refunds.ts'
import {
  applyPaymentFailed,
  applyRenewalChoice,
  applyRenewalPaid,
  applySubscriptionEnded,
  type EventOutcome,
} from './renewal-events.ts'
import { recordProcessed, wasProcessed } from './webhook-events.repository.ts'

type Handler = (ctx: BillingContext, object: unknown, event: Stripe.Event) => Promise<void>

const fulfilIfPaid = async (ctx: BillingContext, session: Stripe.Checkout.Session) => {
  const described = fromStripeSession(session)
  // 'completed' with an asynchronous method still settling: its async_payment_* event follows.
  if (described.status === 'paid') await fulfilPaidSession(ctx, described)
}

/** Where an invoice or subscription object names its subscription and our order (API 2025-03 on). */
function subscriptionOfInvoice(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  return { externalId: idOf(details?.subscription), orderId: details?.metadata?.orderId ?? null }
}

/**
 * A subscription event can overtake the checkout's own (Stripe does not promise an order): when we
 * do not know the subscription yet, the purchase is fulfilled first from the session Stripe holds
 * (our order carries its id). If even that is not paid yet, the event fails and Stripe retries it.
 */
async function withSubscription(
  ctx: BillingContext,
  orderId: string | null,
  apply: () => Promise<EventOutcome>,
): Promise<void> {
  if ((await apply()) !== 'unknown') return
  const order = orderId ? await findOrderById(ctx.db, orderId) : undefined
  // The member deleted their account (its renewals were stopped first, decision 069): nothing to apply.
  if (order && !order.userId) return
  const session = order?.providerSessionId
    ? await ctx.provider.retrieveSession(order.providerSessionId)
    : null
  if (session?.status === 'paid') await fulfilPaidSession(ctx, session)
  if ((await apply()) === 'unknown')
    throw new Error('subscription event for a purchase not yet paid: retry later')
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null)

/** The paid-until date an invoice gives: the end of its subscription line's period. */
function periodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = invoice.lines?.data?.map((line) => line.period?.end ?? 0) ?? []
  return seconds(Math.max(0, ...ends))
}

/** The payment behind a paid invoice (API 2025-03 on: `payments`), for a later refund. */
function paymentOf(invoice: Stripe.Invoice): string | null {
  for (const entry of invoice.payments?.data ?? []) {
    const intent = idOf(entry.payment?.payment_intent)
    if (intent) return intent
  }
  return null
}

const invoicePaid: Handler = async (ctx, object, event) => {
  const invoice = object as Stripe.Invoice
  const { externalId, orderId } = subscriptionOfInvoice(invoice)
  const paidUntil = periodEnd(invoice)
  if (!externalId || !invoice.id || !paidUntil) return
  await withSubscription(ctx, orderId, () =>
    applyRenewalPaid(ctx, {
      externalId,
      invoiceRef: invoice.id as string,
      amountCents: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      paidUntil,
      paymentRef: paymentOf(invoice),
      firstInvoice: invoice.billing_reason === 'subscription_create',
      at: seconds(event.created) ?? new Date(),
    }),
  )
}

const invoiceFailed: Handler = async (ctx, object, event) => {
  const invoice = object as Stripe.Invoice
  const { externalId, orderId } = subscriptionOfInvoice(invoice)
  // The first invoice failing is the checkout failing: Checkout handles it, no subscription exists.
  if (!externalId || !invoice.id || invoice.billing_reason === 'subscription_create') return
  await withSubscription(ctx, orderId, () =>
    applyPaymentFailed(ctx, {
      externalId,
      invoiceRef: invoice.id as string,
      attempt: invoice.attempt_count || 1,
      amountCents: invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      nextAttempt: seconds(invoice.next_payment_attempt),
      at: seconds(event.created) ?? new Date(),
    }),
  )
}

const subscriptionUpdated: Handler = async (ctx, object, event) => {
  const sub = object as Stripe.Subscription
  if (sub.status === 'canceled') return subscriptionDeleted(ctx, object, event)
  if (sub.status === 'incomplete' || sub.status === 'incomplete_expired') return
  await withSubscription(ctx, sub.metadata?.orderId ?? null, () =>
    applyRenewalChoice(ctx, {
      externalId: sub.id,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      pastDue: sub.status === 'past_due' || sub.status === 'unpaid',
      // `unpaid`: Stripe's retries are over and it keeps the subscription; access ends (decision 114).
      gaveUp: sub.status === 'unpaid',
      at: seconds(event.created) ?? new Date(),
    }),
  )
}

const subscriptionDeleted: Handler = async (ctx, object, event) => {
  const sub = object as Stripe.Subscription
  await withSubscription(ctx, sub.metadata?.orderId ?? null, () =>
    applySubscriptionEnded(ctx, {
      externalId: sub.id,
      at: seconds(sub.ended_at ?? event.created) ?? new Date(),
    }),
  )
}

/**
 * A refund made at Stripe (issue 32): its rectifying invoice once it has succeeded. `refund.created`
 * and `refund.updated` carry it (a pending refund succeeds later); `charge.refunded` lists the
 * charge's refunds when the API version includes them. Each refund is invoiced once, by its id.
 */
async function refunded(ctx: BillingContext, refund: Stripe.Refund, event: Stripe.Event) {
  if (refund.status !== 'succeeded') return
  await applyProviderRefund(ctx, {
    id: refund.id,
    paymentRef: idOf(refund.payment_intent),
    amountCents: refund.amount,
    currency: refund.currency.toUpperCase(),
    withdrawalOf: refund.metadata?.[WITHDRAWAL_REFUND_KEY] ?? null,
    at: seconds(refund.created ?? event.created) ?? new Date(),
  })
}

const refundEvent: Handler = (ctx, object, event) => refunded(ctx, object as Stripe.Refund, event)

const chargeRefunded: Handler = async (ctx, object, event) => {
  const charge = object as Stripe.Charge
  for (const refund of charge.refunds?.data ?? [])
    await refunded(ctx, { ...refund, payment_intent: refund.payment_intent ?? charge.payment_intent }, event)
}

/**
 * The events we act on, as a dispatch table (after Ghost's webhook controller). Each handler is safe
 * to run twice and in any order: fulfilment happens once, a paid order never goes back to expired or
 * failed, each subscription event writes one order row (unique provider reference), a renewal never
 * shortens a paid period, an older subscription state never overwrites a newer one, and an ended
 * subscription stays ended.
 */
const handlers: Record<string, Handler> = {
  'checkout.session.completed': (ctx, object) => fulfilIfPaid(ctx, object as Stripe.Checkout.Session),
  'checkout.session.async_payment_succeeded': (ctx, object) =>
    fulfilIfPaid(ctx, object as Stripe.Checkout.Session),
  'checkout.session.async_payment_failed': (ctx, object) =>
    closeUnpaidSession(ctx, (object as Stripe.Checkout.Session).id, 'failed'),
  'checkout.session.expired': (ctx, object) =>
    closeUnpaidSession(ctx, (object as Stripe.Checkout.Session).id, 'expired'),
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoiceFailed,
  'customer.subscription.updated': subscriptionUpdated,
  'customer.subscription.deleted': subscriptionDeleted,
  'refund.created': refundEvent,
  'refund.updated': refundEvent,
  'charge.refunded': chargeRefunded,
}

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored'

/**
 * One verified Stripe event. An event already recorded is skipped; an event is recorded only once
 * handled, so a failure leaves it for Stripe's retry.
 */
export async function handleStripeEvent(ctx: BillingContext, event: Stripe.Event): Promise<WebhookOutcome> {
  if (await wasProcessed(ctx.db, event.id)) return 'duplicate'
  const handler = handlers[event.type]
  if (handler) {
    try {
      await handler(ctx, event.data.object, event)
    } catch (error) {
      // A paid session that does not match its order needs a person, not endless retries.
      if (!(error instanceof AppError)) throw error
      ctx.log.error({ eventId: event.id, code: error.code }, 'webhook event refused')
    }
  }
  await recordProcessed(ctx.db, { id: event.id, provider: 'stripe', type: event.type })
  return handler ? 'handled' : 'ignored'
}
