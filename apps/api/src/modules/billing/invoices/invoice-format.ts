import { formatMoney } from '@sosiego/shared'
import { formattersByZone } from '../../../lib/zone-formatters.ts'
import type { InvoiceRow } from './invoices.repository.ts'

/** How an invoice's figures read in Spanish (the PDF, the CSV, the member's list). */
const dayFormat = formattersByZone('es-ES', { day: 'numeric', month: 'long', year: 'numeric' })

/** A calendar date in the service's zone, '27 de noviembre de 2027'. */
export const invoiceDay = (instant: Date, timeZone: string) => dayFormat(timeZone).format(instant)

export const money = (cents: number, currency: string) => formatMoney(cents / 100, currency.toUpperCase())

/** '21 %', '5,5 %', '0 %'. */
export const ratePercent = (basisPoints: number) =>
  `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`

export const isRectifying = (invoice: Pick<InvoiceRow, 'series'>) => invoice.series === 'R'

/** What was sold, with the period it covers when there is one. */
export function invoiceConcept(invoice: InvoiceRow, timeZone: string): string {
  const plan = `Suscripción a Sosiego, plan ${invoice.planName}`
  if (!invoice.periodStart || !invoice.periodEnd) return plan
  return `${plan}, del ${invoiceDay(invoice.periodStart, timeZone)} al ${invoiceDay(invoice.periodEnd, timeZone)}`
}

/** The file a member downloads: 'factura-2027-000123.pdf'. */
export const invoiceFileName = (invoice: Pick<InvoiceRow, 'code' | 'series'>) =>
  `${invoice.series === 'R' ? 'factura-rectificativa' : 'factura'}-${invoice.code}.pdf`
