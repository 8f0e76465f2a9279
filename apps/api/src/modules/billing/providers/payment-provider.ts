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
  /**
   * A renewing plan (issue 18): the provider starts a subscription charged every `intervalDays`, for
   * its customer, carrying our order and user ids so its later events find us.
   */
  recurring?: { intervalDays: number; customerId: string | null; userId: string }
  /**
   * The trial kept (issue 32, decision 115), with `recurring` only: nothing is charged at checkout;
   * `amountCents` is first charged at this moment (Stripe's `subscription_data.trial_end`).
   */
  firstChargeAt?: Date | undefined
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
  /** What was charged at checkout: 0 when the first charge waits for the trial's end (issue 32). */
  amountCents: number
  currency: string
  /** The provider's subscription a renewing checkout started (Stripe `sub_…`), else null. */
  subscriptionId?: string | null
  /** The payment a refund goes back through (Stripe payment intent), when known. */
  paymentRef?: string | null
}

export interface PaymentProvider {
  readonly name: ProviderName
  createCheckoutSession(request: CheckoutRequest): Promise<CreatedCheckout>
  /** Null when the provider does not know the session. */
  retrieveSession(id: string): Promise<ProviderSession | null>
  /**
   * The provider's customer for a user, made with an idempotency key of the user's. Only providers
   * that keep customers (Stripe) have it; `ensureCustomer` makes sure it is called once per user.
   */
  createCustomer?(user: { id: string; email: string; name: string }, idempotencyKey: string): Promise<string>
  /** Cancel or resume the renewal at the period's end. The local provider's state is our own row. */
  setCancelAtPeriodEnd(externalId: string, cancel: boolean): Promise<void>
  /** Ends a subscription now, with no further charge (a withdrawal). */
  cancelNow(externalId: string): Promise<void>
  /**
   * Gives money back; answers the provider's refund id. `withdrawalOf` (the purchase's order) marks
   * the refund as a withdrawal's, which invoices it itself: the provider's refund event then does not.
   */
  refund(request: {
    paymentRef: string | null
    amountCents: number
    idempotencyKey: string
    withdrawalOf?: string
  }): Promise<string>
  /** The provider's customer portal (update the card), or null when it has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>
}
