import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { users } from '../../../db/schema/index.ts'
import { dayInZone } from '../../../lib/period.ts'
import type { BillingContext, InvoicingSettings } from '../billing-context.ts'
import { basisPoints, noTaxNote, outsideTaxTerritory, splitTotal } from './invoice-tax.ts'
import {
  type BillingDetailsRow,
  findBillingDetails,
  findInvoiceByOrder,
  type InvoiceRow,
  type InvoiceSeries,
  insertInvoice,
  nextInvoiceNumber,
  rectifiedCents,
} from './invoices.repository.ts'

type IssuingContext = Pick<BillingContext, 'timeZone'> & {
  invoicing: Pick<InvoicingSettings, 'taxRatePercent' | 'issuer'>
}

/** '2027-000123' for an invoice, 'R-2027-000004' for a rectifying one. */
export const invoiceCode = (series: InvoiceSeries, year: number, number: number) =>
  `${series === 'R' ? 'R-' : ''}${year}-${String(number).padStart(6, '0')}`

/** The calendar year of an instant in the service's zone: a number belongs to the year it was issued in. */
const yearInZone = (at: Date, timeZone: string) => Number(dayInZone(at, timeZone).slice(0, 4))

const countryNames = new Intl.DisplayNames(['es'], { type: 'region' })

/** The buyer's address on one line, or null when they gave none. */
export function addressLine(details: BillingDetailsRow | undefined): string | null {
  if (!details?.address) return null
  const town = [details.postalCode, details.city].filter(Boolean).join(' ')
  const country = countryNames.of(details.country) ?? details.country
  return [details.address, town, details.province, country].filter(Boolean).join(', ')
}

async function numbered(tx: Database, ctx: IssuingContext, series: InvoiceSeries, at: Date) {
  const year = yearInZone(at, ctx.timeZone)
  const number = await nextInvoiceNumber(tx, series, year)
  return { series, year, number, code: invoiceCode(series, year, number) }
}

export interface Charge {
  /** The order row of the charge: a purchase fulfilled or a renewal paid. */
  orderId: string
  userId: string
  planName: string
  amountCents: number
  currency: string
  periodStart: Date | null
  periodEnd: Date | null
  at: Date
}

/**
 * The invoice of a charge of money, in the transaction that records the charge (so an invoice exists
 * exactly when its charge does). Nothing for a charge of 0 (a free plan, a purchase whose first charge
 * waits for the trial's end), and the same invoice again for an order already invoiced. Call it last
 * in the transaction: the series' counter stays locked until the commit.
 */
export async function issueInvoice(
  tx: Database,
  ctx: IssuingContext,
  charge: Charge,
): Promise<InvoiceRow | null> {
  if (charge.amountCents <= 0) return null
  const existing = await findInvoiceByOrder(tx, charge.orderId)
  if (existing) return existing
  const [buyer] = await tx
    .select({ name: users.name, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, charge.userId))
  if (!buyer) throw new Error(`buyer ${charge.userId} of order ${charge.orderId} is missing`)
  const details = await findBillingDetails(tx, charge.userId)
  const territory = outsideTaxTerritory(details ?? null)
  const split = splitTotal(
    charge.amountCents,
    basisPoints(ctx.invoicing.taxRatePercent),
    territory ? noTaxNote(territory) : null,
  )
  const { issuer } = ctx.invoicing
  return insertInvoice(tx, {
    ...(await numbered(tx, ctx, 'F', charge.at)),
    orderId: charge.orderId,
    userId: charge.userId,
    issuedAt: charge.at,
    issuerName: issuer.name,
    issuerTaxId: issuer.taxId,
    issuerAddress: issuer.address,
    buyerName: details?.name ?? `${buyer.name} ${buyer.lastName}`.trim(),
    buyerEmail: buyer.email,
    buyerTaxId: details?.taxId ?? null,
    buyerAddress: addressLine(details),
    planName: charge.planName,
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
    currency: charge.currency.toUpperCase(),
    ...split,
  })
}

/**
 * The rectifying invoice of a refund (a withdrawal, or a refund made at the provider): series R, negative amounts split at the
 * original's rate, the original's buyer and concept, and a reference to it. Nothing when nothing was
 * refunded, or when the charge had no invoice (bought before invoices existed).
 */
export async function issueRectifyingInvoice(
  tx: Database,
  ctx: IssuingContext,
  refund: { originalOrderId: string; orderId: string; refundCents: number; at: Date },
): Promise<InvoiceRow | null> {
  if (refund.refundCents <= 0) return null
  const original = await findInvoiceByOrder(tx, refund.originalOrderId)
  if (!original) return null
  const existing = await findInvoiceByOrder(tx, refund.orderId)
  if (existing) return existing
  // Partial refunds add up (issue 32: several refunds of one charge at the provider): never more back
  // than the original charged.
  const refunded = Math.min(refund.refundCents, original.totalCents - (await rectifiedCents(tx, original.id)))
  if (refunded <= 0) return null
  const split = splitTotal(-refunded, original.taxRateBasisPoints, original.taxNote)
  return insertInvoice(tx, {
    ...(await numbered(tx, ctx, 'R', refund.at)),
    orderId: refund.orderId,
    rectifiesId: original.id,
    userId: original.userId,
    issuedAt: refund.at,
    issuerName: original.issuerName,
    issuerTaxId: original.issuerTaxId,
    issuerAddress: original.issuerAddress,
    buyerName: original.buyerName,
    buyerEmail: original.buyerEmail,
    buyerTaxId: original.buyerTaxId,
    buyerAddress: original.buyerAddress,
    planName: original.planName,
    periodStart: original.periodStart,
    periodEnd: original.periodEnd,
    currency: original.currency,
    ...split,
  })
}
