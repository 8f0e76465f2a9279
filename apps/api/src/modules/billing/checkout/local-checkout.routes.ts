import { t } from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../../lib/app-error.ts'
import type { BillingContext } from '../billing-context.ts'
import {
  closeLocalSession,
  findLocalSession,
  localCheckoutPath,
  localProviderSession,
  successUrlFor,
} from '../providers/local-provider.ts'
import { orderCharge } from './buyer-charge.ts'
import { closeUnpaidSession, fulfilPaidSession } from './fulfilment.ts'
import { renderLocalCheckout, renderLocalCheckoutClosed } from './local-checkout.page.ts'

const params = z.object({ sessionId: z.string().min(1).max(100) })

/**
 * The `local` provider's hosted checkout page, served by the API itself (the browser navigates
 * here, so it is exempt from the client key pair like a provider's page would be). The buttons are
 * plain form posts: the session id is a 192-bit secret of its owner's, and a post that a browser
 * marks as coming from another site is refused.
 */
export default async function localCheckoutRoutes(app: FastifyInstance, { ctx }: { ctx: BillingContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const appOrigin = new URL(ctx.appUrl).origin
  // The forms post url-encoded and empty; their bodies carry nothing we read. Scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  )
  const sameSite = async (request: FastifyRequest) => {
    const origin = request.headers.origin
    const site = request.headers['sec-fetch-site']
    if (
      site === 'cross-site' ||
      (origin && origin !== 'null' && origin !== appOrigin && site !== 'same-origin')
    )
      throw new AppError('auth.crossSite', 403)
  }
  const schema = { hide: true, params }

  r.get('/api/payments/local-checkout/:sessionId', { schema }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    const session = await findLocalSession(ctx.db, request.params.sessionId)
    if (!session)
      return reply.status(404).send(renderLocalCheckoutClosed(t('localCheckout.notFound'), ctx.appUrl))
    if (localProviderSession(session).status !== 'open')
      return renderLocalCheckoutClosed(t('localCheckout.closed'), ctx.appUrl)
    return renderLocalCheckout(session, localCheckoutPath(session.id), {
      timeZone: ctx.timeZone,
      tax: { pricesIncludeTax: ctx.invoicing.pricesIncludeTax, ratePercent: ctx.invoicing.taxRatePercent },
      charge: await orderCharge(ctx.db, ctx, session.reference),
    })
  })

  r.post(
    '/api/payments/local-checkout/:sessionId/pay',
    { schema, onRequest: sameSite },
    async (request, reply) => {
      const paid = await closeLocalSession(ctx.db, request.params.sessionId, 'paid')
      if (!paid) return reply.redirect(localCheckoutPath(request.params.sessionId), 303)
      // What Stripe's webhook does for a real payment: the same fulfilment, before the buyer is back.
      await fulfilPaidSession(ctx, localProviderSession(paid))
      return reply.redirect(successUrlFor(paid), 303)
    },
  )

  r.post(
    '/api/payments/local-checkout/:sessionId/cancel',
    { schema, onRequest: sameSite },
    async (request, reply) => {
      const canceled = await closeLocalSession(ctx.db, request.params.sessionId, 'canceled')
      if (!canceled) return reply.redirect(localCheckoutPath(request.params.sessionId), 303)
      await closeUnpaidSession(ctx, canceled.id, 'canceled')
      return reply.redirect(canceled.cancelUrl, 303)
    },
  )
}
