import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { StorageDriver } from '../../storage/driver.ts'
import type { PaymentProvider } from './providers/payment-provider.ts'

/**
 * What the billing services need: the database, the public URL, the service's time zone (the clock
 * its e-mails state times on) and the configured provider.
 */
export interface BillingContext {
  db: Database
  appUrl: string
  /** config.timeZone. */
  timeZone: string
  /** config.sessionSecret: the renewal notice's one-click cancel link is signed under a key derived from it. */
  secret: string
  provider: PaymentProvider
  log: FastifyBaseLogger
  /**
   * Issue 32: the tax rule (config.tax: the rate, and whether prices include it), the issuer
   * (config.invoiceIssuer) and where PDFs are kept.
   */
  invoicing: InvoicingSettings
}

export interface InvoicingSettings {
  taxRatePercent: number
  /** PRICES_INCLUDE_TAX: false charges price + tax (`planCharge`, decision 113). */
  pricesIncludeTax: boolean
  issuer: { name: string; taxId: string; address: string }
  storage: StorageDriver
}
