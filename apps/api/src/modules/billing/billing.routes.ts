import {
  backOfficeRoles,
  billingPortalResponseSchema,
  type CancelReasonBody,
  cancelReasonBodySchema,
  createCheckoutSessionBodySchema,
  createCheckoutSessionResponseSchema,
  memberBillingResponseSchema,
  paymentRecordExportQuerySchema,
  paymentRecordListQuerySchema,
  paymentRecordListResponseSchema,
  renewalLinkQuerySchema,
  renewalLinkResponseSchema,
  renewalStateResponseSchema,
  t,
  trialBodySchema,
  trialResponseSchema,
  verifyPaymentSessionBodySchema,
  verifyPaymentSessionResponseSchema,
  withdrawalResponseSchema,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireRole, requireVerified } from '../../plugins/auth.ts'
import type { UserRow } from '../users/index.ts'
import { type Actor, checkRecordRights } from '../users/index.ts'
import type { BillingContext } from './billing-context.ts'
import { createCheckout } from './checkout/checkout.service.ts'
import { verifyPaymentSession } from './checkout/verify-payment.service.ts'
import { exportOrdersCsv, ordersCsvFileName } from './orders/orders-export.ts'
import { listPaymentRecords } from './orders/payment-records.service.ts'
import { cancelRenewalByLink, renewalByLink } from './renewals/renewal-link.service.ts'
import {
  billingPortal,
  memberBilling,
  renewalState,
  setRenewal,
  withdraw,
} from './subscriptions/member-subscription.service.ts'
import { toSubscription } from './subscriptions/subscription-view.ts'
import { startTrial } from './subscriptions/trial.service.ts'

const tags = ['payments']

/** The billing calls of the spec's tables, paths and fields exactly as the mobile apps use them. */
export default async function billingRoutes(
  app: FastifyInstance,
  { ctx, config }: { ctx: BillingContext; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Behind requireVerified: the user is there.
  const signedInUser = (request: FastifyRequest) => request.sessionUser as UserRow

  r.post(
    '/api/payments/create-checkout-session',
    {
      onRequest: requireVerified,
      config: { alsoAnswers: [404, 409, 502] },
      schema: {
        tags,
        summary: 'Start a purchase: the provider checkout URL, or a free plan activated at once',
        body: createCheckoutSessionBodySchema,
        response: { 200: createCheckoutSessionResponseSchema },
      },
    },
    async (request) => {
      const result = await createCheckout(ctx, signedInUser(request), request.body)
      const message = result.activated
        ? 'payments.freePlanActivated'
        : result.reused
          ? 'payments.checkoutReused'
          : 'payments.checkoutCreated'
      return {
        success: true as const,
        message: t(message),
        url: result.url,
        data: { url: result.url, sessionId: result.sessionId, activated: result.activated },
      }
    },
  )

  r.post(
    '/api/payments/verify-payment-session',
    {
      onRequest: requireVerified,
      config: { alsoAnswers: [404, 409] },
      schema: {
        tags,
        summary: 'Confirm a checkout session with the provider and grant what it paid for (idempotent)',
        body: verifyPaymentSessionBodySchema,
        response: { 200: verifyPaymentSessionResponseSchema },
      },
    },
    async (request) => {
      const { subscription } = await verifyPaymentSession(ctx, signedInUser(request), request.body)
      return {
        success: true as const,
        message: t('payments.verified'),
        data: { subscription: toSubscription(subscription) },
      }
    },
  )

  // Issue 18: the member's renewal, cancellation, withdrawal and card, for the plan in force. Every
  // call acts on the signed-in member's own subscription only: nothing in the request names one.
  r.get(
    '/api/payments/subscription/renewal',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary: "The plan in force: whether it renews, paid until when, and the withdrawal's deadline",
        response: { 200: renewalStateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('payments.renewalState'),
      data: await renewalState(ctx, signedInUser(request).id),
    }),
  )

  for (const [path, cancel] of [
    ['/api/payments/subscription/cancel-renewal', true],
    ['/api/payments/subscription/resume', false],
  ] as const) {
    r.post(
      path,
      {
        onRequest: requireVerified,
        config: { alsoAnswers: [409] },
        schema: {
          tags,
          summary: cancel
            ? "'Cancelar renovación': no more charges; the plan stays usable to the date paid"
            : "'Reanudar': the renewal is on again, until the paid period ends",
          // Issue 33: '¿Por qué cancelas?', optional; no body cancels just the same.
          ...(cancel ? { body: cancelReasonBodySchema } : {}),
          response: { 200: renewalStateResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: t(cancel ? 'payments.renewalCancelled' : 'payments.renewalResumed'),
        data: await setRenewal(
          ctx,
          signedInUser(request).id,
          cancel,
          new Date(),
          cancel ? (request.body as CancelReasonBody) : undefined,
        ),
      }),
    )
  }

  // Issue 32: the renewal notice's one-click 'Cancelar renovación', without a session. The signed
  // token names one renewing plan and is its only authority (renewals/renewal-cancel-token.ts); the
  // GET only shows it (mail scanners follow links), the page's button posts the change.
  r.get(
    '/api/payments/renewal-link',
    {
      config: { alsoAnswers: [404, 409] },
      schema: {
        tags,
        summary: "The renewal notice's link: the plan and its renewal date (no session; changes nothing)",
        description:
          '404 `payments.renewalLinkInvalid` for a forged or altered token; 409 `payments.renewalLinkNotRenewing` when the plan no longer renews.',
        querystring: renewalLinkQuerySchema,
        response: { 200: renewalLinkResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('payments.renewalLinkShown'),
      data: await renewalByLink(ctx, request.query.token),
    }),
  )

  r.post(
    '/api/payments/renewal-link/cancel',
    {
      config: { alsoAnswers: [404, 409] },
      schema: {
        tags,
        summary:
          "The renewal notice's 'Cancelar renovación': no more charges, usable to the date paid (no session)",
        description:
          'The same change as /api/payments/subscription/cancel-renewal, for the plan the token names; pressed again it answers the cancelled state. 404 `payments.renewalLinkInvalid`, 409 `payments.renewalLinkNotRenewing`.',
        querystring: renewalLinkQuerySchema,
        body: cancelReasonBodySchema,
        response: { 200: renewalLinkResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('payments.renewalCancelled'),
      data: await cancelRenewalByLink(ctx, request.query.token, new Date(), request.body),
    }),
  )

  r.post(
    '/api/payments/subscription/withdraw',
    {
      onRequest: requireVerified,
      config: { alsoAnswers: [409] },
      schema: {
        tags,
        summary: "'Desistir del contrato' within 14 days of the purchase: access ends, the price is refunded",
        response: { 200: withdrawalResponseSchema },
      },
    },
    async (request) => {
      const done = await withdraw(ctx, signedInUser(request).id)
      return {
        success: true as const,
        message: t('payments.withdrawn'),
        data: { ...done, withdrawnAt: done.withdrawnAt.toISOString() },
      }
    },
  )

  r.post(
    '/api/payments/billing-portal',
    {
      onRequest: requireVerified,
      config: { alsoAnswers: [409] },
      schema: {
        tags,
        summary:
          "The provider's customer portal for the member's card (Stripe), with Mi Suscripción as return",
        response: { 200: billingPortalResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('payments.portalCreated'),
      data: { url: await billingPortal(ctx, signedInUser(request).id) },
    }),
  )

  r.get(
    '/api/users/:id/billing',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags,
        summary:
          "A member's renewing subscription and orders, cancellations, withdrawals and refunds (staff)",
        params: z.object({ id: z.uuid() }),
        response: { 200: memberBillingResponseSchema },
      },
    },
    async (request) => {
      await checkRecordRights(app.db, request.sessionUser as Actor, request.params.id)
      return {
        success: true as const,
        message: t('payments.memberBilling'),
        data: await memberBilling(ctx, request.params.id),
      }
    },
  )

  r.get(
    '/api/payment-records/list',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags,
        summary: 'Every payment order, or one page of them with ?page / ?pageSize (staff)',
        querystring: paymentRecordListQuerySchema,
        response: { 200: paymentRecordListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('payments.recordsListed'),
      ...(await listPaymentRecords(app.db, request.query)),
    }),
  )

  // ordenes.csv: the whole filtered set (the page's filters), streamed from the server (issue 14).
  r.get(
    '/api/payment-records/export',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags,
        summary: 'The payment orders the Órdenes filters select, as ordenes.csv (staff)',
        querystring: paymentRecordExportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ordersCsvFileName}"`)
        .header('cache-control', 'no-store')
        .send(exportOrdersCsv(app.db, request.query, config.timeZone)),
  )

  r.post(
    '/api/users/trial',
    {
      config: { alsoAnswers: [429] },
      schema: {
        tags: ['accounts'],
        summary:
          "The landing page's free trial: a temporary account, the trial plan and a set-password e-mail",
        body: trialBodySchema,
        response: { 200: trialResponseSchema },
      },
    },
    async (request) => {
      const { planName } = await startTrial(app.db, config, request.body, request.ip)
      return { success: true as const, message: t('trial.requested'), data: { plan: { name: planName } } }
    },
  )
}
