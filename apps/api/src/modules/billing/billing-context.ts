import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { PaymentProvider } from './providers/payment-provider.ts'

/** What the billing services need: the database, the public URL and the configured provider. */
export interface BillingContext {
  db: Database
  appUrl: string
  provider: PaymentProvider
  log: FastifyBaseLogger
}
