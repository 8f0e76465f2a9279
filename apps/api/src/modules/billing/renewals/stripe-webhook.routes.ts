import { t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../../lib/app-error.ts'
import type { BillingContext } from '../billing-context.ts'
import type { StripeProvider } from '../providers/stripe-provider.ts'
import { handleStripeEvent } from './stripe-webhook.ts'

/**
 * POST /api/payments/webhook/stripe. Stripe signs the exact bytes it sends, so this plugin keeps
 * JSON bodies raw (its own parser, scoped here) and nothing is believed before the signature checks.
 * Called by Stripe's servers: exempt from the client key pair and the cross-site rule, by path.
 */
export default async function stripeWebhookRoutes(
  app: FastifyInstance,
  { ctx, stripe }: { ctx: BillingContext; stripe: StripeProvider },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/payments/webhook/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed): checkout sessions completed, expired or failed',
        response: { 200: z.object({ success: z.literal(true), message: z.string(), received: z.boolean() }) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature']
      const body = request.body
      if (typeof signature !== 'string' || !Buffer.isBuffer(body))
        throw new AppError('payments.webhookInvalid', 400)
      let event: ReturnType<StripeProvider['constructEvent']>
      try {
        event = stripe.constructEvent(body, signature)
      } catch {
        throw new AppError('payments.webhookInvalid', 400)
      }
      const outcome = await handleStripeEvent(ctx, event)
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook')
      return { success: true as const, message: t('payments.webhookReceived'), received: true }
    },
  )
}
