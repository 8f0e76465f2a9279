import type Stripe from 'stripe'
import { AppError } from '../../plugins/errors.ts'
import type { BillingContext } from './billing-context.ts'
import { closeUnpaidSession, fulfilPaidSession } from './fulfilment.ts'
import { fromStripeSession } from './stripe-provider.ts'
import { recordProcessed, wasProcessed } from './webhook-events.repository.ts'

type SessionHandler = (ctx: BillingContext, session: Stripe.Checkout.Session) => Promise<void>

const fulfilIfPaid: SessionHandler = async (ctx, session) => {
  const described = fromStripeSession(session)
  // 'completed' with an asynchronous method still settling: its async_payment_* event follows.
  if (described.status === 'paid') await fulfilPaidSession(ctx, described)
}

/**
 * The events we act on, as a dispatch table (after Ghost's webhook controller). Each handler is safe
 * to run twice and in any order: fulfilment happens once, and a paid order never goes back to
 * expired or failed.
 */
const handlers: Record<string, SessionHandler> = {
  'checkout.session.completed': fulfilIfPaid,
  'checkout.session.async_payment_succeeded': fulfilIfPaid,
  'checkout.session.async_payment_failed': (ctx, session) => closeUnpaidSession(ctx, session.id, 'failed'),
  'checkout.session.expired': (ctx, session) => closeUnpaidSession(ctx, session.id, 'expired'),
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
      await handler(ctx, event.data.object as Stripe.Checkout.Session)
    } catch (error) {
      // A paid session that does not match its order needs a person, not endless retries.
      if (!(error instanceof AppError)) throw error
      ctx.log.error({ eventId: event.id, code: error.code }, 'webhook event refused')
    }
  }
  await recordProcessed(ctx.db, { id: event.id, provider: 'stripe', type: event.type })
  return handler ? 'handled' : 'ignored'
}
