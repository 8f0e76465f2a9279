import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { Database } from '../../../db/client.ts'
import type { BillingContext } from '../billing-context.ts'
import { invoiceFileName } from './invoice-format.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { findInvoice, findInvoiceByCode, type InvoiceRow } from './invoices.repository.ts'

type FilesContext = Pick<BillingContext, 'db' | 'timeZone' | 'invoicing' | 'log'>

/**
 * Where an invoice's PDF is stored. 'invoices' is not one of the library's folders, so the public
 * file routes (`resolveStoragePath`) never serve it: only the invoice endpoints, after their checks.
 */
export const invoiceKey = (invoice: Pick<InvoiceRow, 'year' | 'code'>) =>
  `invoices/${invoice.year}/${invoice.code}.pdf`

/** The code back from a key, for the mail dispatcher's attachments. */
const codeOfKey = (key: string) => /^invoices\/\d{4}\/((?:R-)?\d{4}-\d{6})\.pdf$/.exec(key)?.[1]

/** The receipt's attachment: the stored PDF, read by the dispatcher when it sends. */
export const invoiceAttachment = (invoice: InvoiceRow) => ({
  filename: invoiceFileName(invoice),
  contentType: 'application/pdf',
  key: invoiceKey(invoice),
})

async function render(db: Database, ctx: FilesContext, invoice: InvoiceRow) {
  const original = invoice.rectifiesId ? await findInvoice(db, invoice.rectifiesId) : undefined
  return renderInvoicePdf(invoice, ctx.timeZone, original)
}

/**
 * The PDF of an invoice: the stored file, or rendered from the row and stored (a store that was down
 * when the invoice was issued; the bytes are the same either way).
 */
export async function invoicePdf(ctx: FilesContext, invoice: InvoiceRow): Promise<Buffer> {
  const key = invoiceKey(invoice)
  const stored = await ctx.invoicing.storage.read(key)
  if (stored) return buffer(stored)
  const pdf = await render(ctx.db, ctx, invoice)
  await ctx.invoicing.storage.put(key, Readable.from([pdf]), 'application/pdf')
  return pdf
}

/**
 * After the charge's transaction committed: the PDF stored at once, so the receipt's attachment is
 * there when the dispatcher looks. A failure is logged, not thrown: the charge is done, and the file
 * is made on the next read.
 */
export async function storeIssuedPdfs(ctx: FilesContext, issued: (InvoiceRow | null)[]) {
  for (const invoice of issued) {
    if (!invoice) continue
    await invoicePdf(ctx, invoice).catch((error) =>
      ctx.log.error({ err: error, invoice: invoice.code }, 'invoice PDF not stored: made on its next read'),
    )
  }
}

/** The mail dispatcher's source for an attachment under `invoices/`. */
export async function invoicePdfByKey(ctx: FilesContext, key: string): Promise<Buffer | null> {
  const code = codeOfKey(key)
  const invoice = code ? await findInvoiceByCode(ctx.db, code) : undefined
  return invoice ? invoicePdf(ctx, invoice) : null
}
