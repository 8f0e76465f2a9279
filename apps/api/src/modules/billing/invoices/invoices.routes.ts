import {
  backOfficeRoles,
  billingDetailsResponseSchema,
  invoiceBookQuerySchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  isSpanishPostalCode,
  isSpanishTaxId,
  normaliseTaxId,
  t,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireRole, requireVerified } from '../../../plugins/auth.ts'
import { type Actor, checkRecordRights, type UserRow } from '../../users/index.ts'
import type { BillingContext } from '../billing-context.ts'
import {
  billingDetailsOf,
  invoiceBook,
  invoiceDownload,
  listInvoicesForStaff,
  listOwnInvoices,
  updateBillingDetails,
} from './invoices.service.ts'

const tags = ['payments']

/** An optional text: blank is null, at most 120 characters. */
const optionalText = (max = 120, tooLong = t('invoices.fieldTooLong')) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null)

/** PUT /api/payments/billing-details: every field optional; a tax id and a Spanish postal code checked. */
const billingDetailsBodySchema = z
  .object({
    name: optionalText(),
    taxId: optionalText(20, t('invoices.taxIdInvalid'))
      .transform((value) => (value ? normaliseTaxId(value) : null))
      .refine((value) => value === null || isSpanishTaxId(value), t('invoices.taxIdInvalid')),
    address: optionalText(),
    postalCode: optionalText(10, t('invoices.postalCodeTooLong')),
    city: optionalText(),
    province: optionalText(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, t('invoices.countryInvalid'))
      .default('ES'),
  })
  .superRefine((details, ctx) => {
    if (details.address && (!details.postalCode || !details.city))
      ctx.addIssue({
        code: 'custom',
        path: [details.postalCode ? 'city' : 'postalCode'],
        message: t('invoices.addressIncomplete'),
      })
    if (details.country === 'ES' && details.postalCode && !isSpanishPostalCode(details.postalCode))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: t('invoices.postalCodeInvalid') })
  })

function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(file.pdf)
}

/** Issue 32: the member's invoices and billing details; staff's invoices and the invoice book. */
export default async function invoiceRoutes(app: FastifyInstance, { ctx }: { ctx: BillingContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const member = (request: FastifyRequest) => request.sessionUser as UserRow
  const params = z.object({ id: z.uuid() })

  r.get(
    '/api/payments/invoices',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary: "The member's own invoices, newest first",
        response: { 200: invoiceListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('invoices.listed'),
      data: await listOwnInvoices(ctx, member(request).id),
    }),
  )

  r.get(
    '/api/payments/invoices/:id/pdf',
    {
      onRequest: requireVerified,
      schema: { tags, summary: "One of the member's invoices as a PDF (404 for anyone else's)", params },
    },
    async (request, reply) =>
      sendPdf(reply, await invoiceDownload(ctx, request.params.id, member(request).id)),
  )

  r.get(
    '/api/payments/billing-details',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary: "The member's billing details (optional)",
        response: { 200: billingDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('invoices.detailsLoaded'),
      data: await billingDetailsOf(ctx, member(request).id),
    }),
  )

  r.put(
    '/api/payments/billing-details',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        summary: "Saves the member's billing details, for their later invoices",
        body: billingDetailsBodySchema,
        response: { 200: billingDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('invoices.detailsSaved'),
      data: await updateBillingDetails(ctx, member(request).id, request.body),
    }),
  )

  r.get(
    '/api/invoices/list',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags,
        summary: "A member's or an order's invoices (staff, as Órdenes)",
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListResponseSchema },
      },
    },
    async (request) => {
      // A member's invoices follow the same rights as their 'Suscripción y pagos' (/api/users/:id/billing).
      if (request.query.userId)
        await checkRecordRights(app.db, request.sessionUser as Actor, request.query.userId)
      return {
        success: true as const,
        message: t('invoices.staffListed'),
        data: await listInvoicesForStaff(ctx, request.query),
      }
    },
  )

  r.get(
    '/api/invoices/:id/pdf',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: { tags, summary: 'Any invoice as a PDF (staff, as Órdenes)', params },
    },
    async (request, reply) => sendPdf(reply, await invoiceDownload(ctx, request.params.id, null)),
  )

  r.get(
    '/api/invoices/book',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags,
        summary: "The invoices issued in a period, as a CSV 'libro de facturas emitidas' (staff)",
        querystring: invoiceBookQuerySchema,
      },
    },
    async (request, reply) => {
      const book = invoiceBook(ctx, request.query)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${book.fileName}"`)
        .header('cache-control', 'no-store')
        .send(book.stream)
    },
  )
}
