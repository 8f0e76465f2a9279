import type { Readable } from 'node:stream'
import { type BillingDetails, emptyBillingDetails, type Invoice, type PeriodQuery, t } from '@sosiego/shared'
import { eq, inArray, or } from 'drizzle-orm'
import { invoices } from '../../../db/schema/index.ts'
import { AppError } from '../../../lib/app-error.ts'
import { csvDateTime, csvStream } from '../../../lib/csv.ts'
import { dayInZone, resolvePeriod } from '../../../lib/period.ts'
import type { BillingContext } from '../billing-context.ts'
import { invoicePdf } from './invoice-files.ts'
import { invoiceConcept, invoiceFileName } from './invoice-format.ts'
import {
  findBillingDetails,
  findInvoice,
  type InvoiceRow,
  invoicesIssuedBetween,
  invoicesOfUser,
  saveBillingDetails,
} from './invoices.repository.ts'

const units = (cents: number) => cents / 100

/** The codes of the invoices the given ones rectify, by id. */
async function rectifiedCodes(ctx: BillingContext, rows: InvoiceRow[]) {
  const ids = [...new Set(rows.map((row) => row.rectifiesId).filter((id): id is string => id !== null))]
  if (ids.length === 0) return new Map<string, InvoiceRow>()
  const originals = await ctx.db.select().from(invoices).where(inArray(invoices.id, ids))
  return new Map(originals.map((row) => [row.id, row]))
}

function toInvoice(
  row: InvoiceRow,
  originals: Map<string, InvoiceRow>,
  pdfBase: string,
  timeZone: string,
): Invoice {
  return {
    _id: row.id,
    code: row.code,
    kind: row.series === 'R' ? 'rectifying' : 'invoice',
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: dayInZone(row.issuedAt, timeZone),
    orderId: row.orderId,
    rectifiesCode: row.rectifiesId ? (originals.get(row.rectifiesId)?.code ?? null) : null,
    planName: row.planName,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    base: units(row.baseCents),
    taxRate: row.taxRateBasisPoints / 100,
    tax: units(row.taxCents),
    total: units(row.totalCents),
    currency: row.currency,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    pdfUrl: `${pdfBase}/${row.id}/pdf`,
  }
}

export const memberPdfBase = '/api/payments/invoices'
export const staffPdfBase = '/api/invoices'

async function views(ctx: BillingContext, rows: InvoiceRow[], pdfBase: string) {
  const originals = await rectifiedCodes(ctx, rows)
  return rows.map((row) => toInvoice(row, originals, pdfBase, ctx.timeZone))
}

/** Mi Suscripción's 'Facturas': the member's own, newest first. */
export async function listOwnInvoices(ctx: BillingContext, userId: string) {
  return views(ctx, await invoicesOfUser(ctx.db, userId), memberPdfBase)
}

/** Staff: the invoices of a member ('Suscripción y pagos') or of an order (Órdenes). */
export async function listInvoicesForStaff(
  ctx: BillingContext,
  query: { userId?: string; orderId?: string },
) {
  if (!query.userId && !query.orderId) return []
  const conditions = [
    ...(query.userId ? [eq(invoices.userId, query.userId)] : []),
    // An order's invoice, and the rectifying invoices of refunds against that invoice.
    ...(query.orderId ? [eq(invoices.orderId, query.orderId)] : []),
  ]
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(or(...conditions))
    .orderBy(invoices.issuedAt)
    .limit(500)
  if (query.orderId) {
    const ids = rows.map((row) => row.id)
    if (ids.length > 0)
      rows.push(...(await ctx.db.select().from(invoices).where(inArray(invoices.rectifiesId, ids))))
  }
  return views(ctx, rows, staffPdfBase)
}

/** One invoice's PDF for whoever may have it: its member (`ownerId`), or staff (no owner check). */
export async function invoiceDownload(ctx: BillingContext, id: string, ownerId: string | null) {
  const invoice = await findInvoice(ctx.db, id)
  // Another member's invoice is answered as absent: its existence is not theirs to learn.
  if (!invoice || (ownerId !== null && invoice.userId !== ownerId))
    throw new AppError('invoices.notFound', 404)
  return { pdf: await invoicePdf(ctx, invoice), fileName: invoiceFileName(invoice) }
}

export async function billingDetailsOf(ctx: BillingContext, userId: string): Promise<BillingDetails> {
  const row = await findBillingDetails(ctx.db, userId)
  if (!row) return emptyBillingDetails
  const { name, taxId, address, postalCode, city, province, country } = row
  return { name, taxId, address, postalCode, city, province, country }
}

/** Saves the member's details (already shaped by the body's schema); they go on later invoices only. */
export async function updateBillingDetails(ctx: BillingContext, userId: string, details: BillingDetails) {
  const row = await saveBillingDetails(ctx.db, userId, details)
  const { name, taxId, address, postalCode, city, province, country } = row
  return { name, taxId, address, postalCode, city, province, country }
}

/** The columns of the book (libro de facturas emitidas); amounts with a dot so spreadsheets sum them. */
const bookColumns: [
  string,
  (row: InvoiceRow, timeZone: string, originals: Map<string, InvoiceRow>) => unknown,
][] = [
  [t('invoices.csv.code'), (row) => row.code],
  [
    t('invoices.csv.kind'),
    (row) => t(row.series === 'R' ? 'invoices.kind.rectifying' : 'invoices.kind.invoice'),
  ],
  [t('invoices.csv.date'), (row, timeZone) => csvDateTime(row.issuedAt, timeZone)],
  [
    t('invoices.csv.rectifies'),
    (row, _, originals) => (row.rectifiesId ? originals.get(row.rectifiesId)?.code : ''),
  ],
  [t('invoices.csv.buyer'), (row) => row.buyerName],
  [t('invoices.csv.email'), (row) => row.buyerEmail],
  [t('invoices.csv.taxId'), (row) => row.buyerTaxId],
  [t('invoices.csv.address'), (row) => row.buyerAddress],
  [t('invoices.csv.concept'), (row, timeZone) => invoiceConcept(row, timeZone)],
  [t('invoices.csv.base'), (row) => units(row.baseCents).toFixed(2)],
  [t('invoices.csv.rate'), (row) => String(row.taxRateBasisPoints / 100)],
  [t('invoices.csv.tax'), (row) => units(row.taxCents).toFixed(2)],
  [t('invoices.csv.total'), (row) => units(row.totalCents).toFixed(2)],
  [t('invoices.csv.currency'), (row) => row.currency],
  [t('invoices.csv.note'), (row) => row.taxNote],
]

const BOOK_BATCH = 1000

/**
 * The invoice book of a period of calendar days in TIME_ZONE (the dashboard's period picker), in
 * issue order, streamed through lib/csv.ts a thousand rows at a time.
 */
export function invoiceBook(
  ctx: BillingContext,
  query: PeriodQuery,
  now = new Date(),
): { fileName: string; stream: Readable } {
  const period = resolvePeriod(query, now, ctx.timeZone)
  async function* batches() {
    for (let offset = 0; ; offset += BOOK_BATCH) {
      const rows = await invoicesIssuedBetween(ctx.db, period.start, period.end, offset, BOOK_BATCH)
      const originals = await rectifiedCodes(ctx, rows)
      yield rows.map((row) => bookColumns.map(([, cell]) => cell(row, ctx.timeZone, originals)))
      if (rows.length < BOOK_BATCH) return
    }
  }
  return {
    fileName: t('invoices.book.fileName', { from: period.from, to: period.to }),
    stream: csvStream(
      bookColumns.map(([name]) => name),
      batches(),
    ),
  }
}
