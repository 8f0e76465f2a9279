import PDFDocument from 'pdfkit'
import { invoiceConcept, invoiceDay, isRectifying, money, ratePercent } from './invoice-format.ts'
import type { InvoiceRow } from './invoices.repository.ts'

/**
 * An invoice as a PDF (Real Decreto 1619/2012, art. 6: number, date, issuer's and buyer's names, tax
 * ids and addresses, the operation, base, rate, tax and total; a rectifying one names the invoice it
 * corrects). The same bytes for the same invoice every time: the document's dates are the issue time,
 * and pdfkit derives its file id from them, so nothing random or clock-dependent reaches the file.
 * Helvetica (a standard font) covers Spanish letters and '€' without embedding a font file.
 */
export function renderInvoicePdf(
  invoice: InvoiceRow,
  timeZone: string,
  original?: Pick<InvoiceRow, 'code' | 'issuedAt'>,
): Promise<Buffer> {
  const title = isRectifying(invoice) ? 'Factura rectificativa' : 'Factura'
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${title} ${invoice.code}`,
      Author: invoice.issuerName,
      Producer: 'Sosiego',
      Creator: 'Sosiego',
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const label = (text: string) => doc.font('Helvetica-Bold').fontSize(10).text(text)
  const line = (text: string) => doc.font('Helvetica').fontSize(10).text(text)

  doc.font('Helvetica-Bold').fontSize(20).text(title)
  doc.moveDown(0.5)
  line(`Número: ${invoice.code}`)
  line(`Fecha de expedición: ${invoiceDay(invoice.issuedAt, timeZone)}`)
  if (isRectifying(invoice) && original) {
    line(`Rectifica la factura ${original.code} de ${invoiceDay(original.issuedAt, timeZone)}`)
    line('Motivo: devolución por desistimiento (art. 15 del Real Decreto 1619/2012).')
  }
  doc.moveDown()

  label('Emisor')
  line(invoice.issuerName)
  line(`NIF: ${invoice.issuerTaxId}`)
  line(invoice.issuerAddress)
  doc.moveDown()

  label('Cliente')
  line(invoice.buyerName)
  line(invoice.buyerEmail)
  if (invoice.buyerTaxId) line(`NIF: ${invoice.buyerTaxId}`)
  if (invoice.buyerAddress) line(invoice.buyerAddress)
  doc.moveDown()

  label('Concepto')
  line(invoiceConcept(invoice, timeZone))
  doc.moveDown()

  const amount = (cents: number) => money(cents, invoice.currency)
  line(`Base imponible: ${amount(invoice.baseCents)}`)
  line(`IVA (${ratePercent(invoice.taxRateBasisPoints)}): cuota ${amount(invoice.taxCents)}`)
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Total: ${amount(invoice.totalCents)}`)
  if (invoice.taxNote) {
    doc.moveDown()
    line(invoice.taxNote)
  }
  doc.end()
  return done
}
