import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { onPlansChanged } from '../plans/index.ts'
import billingRoutes from './billing.routes.ts'
import type { BillingContext } from './billing-context.ts'
import localCheckoutRoutes from './checkout/local-checkout.routes.ts'
import { invoicePdfByKey } from './invoices/invoice-files.ts'
import invoiceRoutes from './invoices/invoices.routes.ts'
import { createPaymentProvider } from './providers/create-provider.ts'
import type { StripeProvider } from './providers/stripe-provider.ts'
import stripeWebhookRoutes from './renewals/stripe-webhook.routes.ts'
import { createSubscriptionScheduler } from './renewals/subscription-scheduler.ts'
import { forgetAllShownEntitlements } from './subscriptions/entitlements.ts'

declare module 'fastify' {
  interface FastifyInstance {
    billing: {
      ctx: BillingContext
      /** The billing clock: `runOnce(now)` runs one pass (tests drive time with it). */
      scheduler: ReturnType<typeof createSubscriptionScheduler>
    }
  }
}

/**
 * Plans bought and held: the configured payment provider, the checkout and verification calls, the
 * provider's own pages or webhook, and the scheduler that ends subscriptions on time.
 */
export default fp<{ config: Config }>(
  async function billing(app: FastifyInstance, { config }) {
    const provider = createPaymentProvider(config, app.db)
    const ctx: BillingContext = {
      db: app.db,
      appUrl: config.appUrl,
      timeZone: config.timeZone,
      secret: config.sessionSecret,
      provider,
      log: app.log,
      invoicing: {
        taxRatePercent: config.tax.ratePercent,
        pricesIncludeTax: config.tax.pricesIncludeTax,
        issuer: config.invoiceIssuer,
        storage: app.storage,
      },
    }
    const scheduler = createSubscriptionScheduler(ctx)
    // A plan edit changes what members may reach: their shown entitlements go with the plans' caches.
    onPlansChanged(forgetAllShownEntitlements)
    app.decorate('billing', { ctx, scheduler })
    // The receipts' invoices: the dispatcher asks for the PDF when it sends (issue 32).
    app.mailer.provideAttachments('invoices/', (key) => invoicePdfByKey(ctx, key))
    app.decorateRequest('entitlements', null)
    app.addHook('onReady', async () => scheduler.start())
    app.addHook('onClose', async () => scheduler.stop())
    if (config.payments.provider === 'local' && config.isProduction)
      app.log.warn('PAYMENT_PROVIDER=local in production: the test checkout grants plans without payment')

    await app.register(billingRoutes, { ctx, config })
    await app.register(invoiceRoutes, { ctx })
    if (provider.name === 'local') await app.register(localCheckoutRoutes, { ctx })
    else await app.register(stripeWebhookRoutes, { ctx, stripe: provider as StripeProvider })
  },
  { name: 'billing', dependencies: ['database', 'auth', 'mailer', 'storage'] },
)
