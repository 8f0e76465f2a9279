import { z } from 'zod'
import { idSchema } from './common.ts'
import { periodQuerySchema } from './period.ts'

/** An issued invoice as the member and staff see it (issue 32); amounts in currency units, signed. */
export const invoiceSchema = z.object({
  _id: idSchema,
  /** '2027-000123', or 'R-2027-000004' for a rectifying invoice. */
  code: z.string(),
  kind: z.enum(['invoice', 'rectifying']),
  issuedAt: z.iso.datetime(),
  /** The day of issue in the service's time zone (TIME_ZONE), YYYY-MM-DD: the date printed on it. */
  issuedOn: z.string(),
  orderId: idSchema,
  /** The invoice a rectifying one corrects. */
  rectifiesCode: z.string().nullable(),
  planName: z.string(),
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  base: z.number(),
  /** Percent: 21, or 0 for a buyer outside the tax territory. */
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** Where its PDF is downloaded by whoever asked (member or staff route). */
  pdfUrl: z.string(),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const invoiceListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(invoiceSchema),
})

/** Staff's invoices, of one member or one order. */
export const invoiceListQuerySchema = z.object({
  userId: idSchema.optional(),
  orderId: idSchema.optional(),
})

/** The invoice book (libro de facturas emitidas) of a period, as CSV. */
export const invoiceBookQuerySchema = periodQuerySchema

/** A member's billing details, all optional, for a complete invoice. */
export const billingDetailsSchema = z.object({
  /** The name or company ('razón social') on the invoice, when not the member's own. */
  name: z.string().nullable(),
  taxId: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  /** ISO 3166-1 alpha-2; 'ES' by default. */
  country: z.string(),
})
export type BillingDetails = z.infer<typeof billingDetailsSchema>

/** A member who never entered billing details: every field empty, Spain as the country. */
export const emptyBillingDetails: BillingDetails = {
  name: null,
  taxId: null,
  address: null,
  postalCode: null,
  city: null,
  province: null,
  country: 'ES',
}

export const billingDetailsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: billingDetailsSchema,
})
