import Stripe from 'stripe'
import type { PaymentsConfig } from '../../../config.ts'
import { AppError } from '../../../lib/app-error.ts'
import type { CheckoutRequest, PaymentProvider, ProviderSession } from './payment-provider.ts'

type StripeConfig = Extract<PaymentsConfig, { provider: 'stripe' }>

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe'
  /** Verifies the signature over the raw body; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event
}

/** The refund's metadata key naming the purchase a withdrawal refunds (stripe-webhook's refund events). */
export const WITHDRAWAL_REFUND_KEY = 'sosiegoWithdrawalOf'

/** A Stripe Checkout Session, as our providers describe sessions. */
export function fromStripeSession(session: Stripe.Checkout.Session): ProviderSession {
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  const status: ProviderSession['status'] = paid
    ? 'paid'
    : session.status === 'expired'
      ? 'expired'
      : // Complete but unpaid: an asynchronous method still settling; it stays open until it does.
        'open'
  return {
    id: session.id,
    status,
    reference: session.client_reference_id ?? session.metadata?.orderId ?? null,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    subscriptionId: idOf(session.subscription),
    paymentRef: idOf(session.payment_intent),
  }
}

/** An expandable Stripe field's id, whether it came as an id or as the object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id

/**
 * A renewing plan's period as Stripe prices it: a year or a month when the plan lasts exactly that
 * (so Stripe bills on the calendar), otherwise every N days.
 */
export function stripeInterval(days: number): { interval: 'day' | 'month' | 'year'; interval_count: number } {
  if (days === 365) return { interval: 'year', interval_count: 1 }
  if (days === 30) return { interval: 'month', interval_count: 1 }
  return { interval: 'day', interval_count: days }
}

/** Hosted Stripe Checkout through the official SDK. Card data never reaches our server. */
export function createStripeProvider(config: StripeConfig): StripeProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  })

  return {
    name: 'stripe',
    async createCheckoutSession(request: CheckoutRequest) {
      const recurring = request.recurring
      const session = await stripe.checkout.sessions.create(
        {
          mode: recurring ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
                ...(recurring && { recurring: stripeInterval(recurring.intervalDays) }),
              },
            },
          ],
          // Issue 18: a renewing plan is Stripe Billing for the user's one customer.
          ...(recurring?.customerId
            ? {
                customer: recurring.customerId,
                subscription_data: {
                  metadata: { orderId: request.reference, userId: recurring.userId },
                  // Issue 32: the trial kept; Stripe charges nothing now and the first invoice then.
                  ...(request.firstChargeAt && {
                    trial_end: Math.floor(request.firstChargeAt.getTime() / 1000),
                  }),
                },
              }
            : { customer_email: request.customerEmail }),
          client_reference_id: request.reference,
          metadata: { orderId: request.reference },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // The SDK retries with the same key too, so a lost answer never makes a second session.
        { idempotencyKey: request.idempotencyKey },
      )
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL')
      return { id: session.id, url: session.url }
    },
    async retrieveSession(id: string) {
      // Anything that is not a Checkout Session id is not worth a call.
      if (!/^cs_[A-Za-z0-9_]+$/.test(id)) return null
      try {
        return fromStripeSession(await stripe.checkout.sessions.retrieve(id))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw error
      }
    },
    async createCustomer(user, idempotencyKey) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey },
      )
      return customer.id
    },
    async setCancelAtPeriodEnd(externalId, cancel) {
      await stripe.subscriptions.update(externalId, { cancel_at_period_end: cancel })
    },
    async cancelNow(externalId) {
      try {
        await stripe.subscriptions.cancel(externalId)
      } catch (error) {
        // Already ended at Stripe (its deletion event may still be on its way): nothing left to stop.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
      }
    },
    async refund({ paymentRef, amountCents, idempotencyKey, withdrawalOf }) {
      if (!paymentRef) throw new AppError('payments.refundUnavailable', 409)
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentRef,
          amount: amountCents,
          // Issue 32: its refund event comes back; this says the withdrawal invoices it, not the event.
          ...(withdrawalOf && { metadata: { [WITHDRAWAL_REFUND_KEY]: withdrawalOf } }),
        },
        { idempotencyKey },
      )
      return refund.id
    },
    async portalUrl(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      })
      return portal.url
    },
    constructEvent(rawBody: Buffer, signature: string) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret)
    },
  }
}
