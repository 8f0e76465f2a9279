import type { Config } from '../../../config.ts'
import type { Database } from '../../../db/client.ts'
import { createLocalProvider } from './local-provider.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createStripeProvider } from './stripe-provider.ts'

/** The provider the configuration names. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  const payments = config.payments
  if (payments.provider === 'stripe') return createStripeProvider(payments)
  return createLocalProvider(db, config.appUrl)
}
