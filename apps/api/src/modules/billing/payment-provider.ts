import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { createLocalProvider } from './local-provider.ts'
import { createStripeProvider } from './stripe-provider.ts'

export type ProviderName = 'local' | 'stripe'

/** What the billing module asks a provider to sell: amounts come from our plans, never the client. */
export interface CheckoutRequest {
  /** Our order id, kept by the provider and handed back with the session. */
  reference: string
  /** One per checkout attempt: a retried request answers the same session instead of a second one. */
  idempotencyKey: string
  description: string
  amountCents: number
  currency: string
  customerEmail: string
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the session's id. */
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

export interface CreatedCheckout {
  id: string
  url: string
}

/**
 * A session as the provider sees it now. `paid` is the only state that grants anything; the others
 * say why not.
 */
export interface ProviderSession {
  id: string
  status: 'open' | 'paid' | 'expired' | 'canceled' | 'failed'
  reference: string | null
  amountCents: number
  currency: string
}

export interface PaymentProvider {
  readonly name: ProviderName
  createCheckoutSession(request: CheckoutRequest): Promise<CreatedCheckout>
  /** Null when the provider does not know the session. */
  retrieveSession(id: string): Promise<ProviderSession | null>
}

/** The provider the configuration names. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  const payments = config.payments
  if (payments.provider === 'stripe') return createStripeProvider(payments)
  return createLocalProvider(db, config.appUrl)
}
