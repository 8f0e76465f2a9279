import { es, formatMoney, type PaymentRecord } from '@sosiego/shared'
import Papa from 'papaparse'

export const ordersCsvFileName = 'ordenes.csv'

/** The spec's columns, in its order (back-office spec, Órdenes). */
export const ordersCsvHeader = [
  es['adminOrders.csv.name'],
  es['adminOrders.csv.lastName'],
  es['adminOrders.csv.email'],
  es['adminOrders.csv.plan'],
  es['adminOrders.csv.amount'],
  es['adminOrders.csv.currency'],
  es['adminOrders.csv.status'],
  es['adminOrders.csv.provider'],
  es['adminOrders.csv.date'],
] as const

// A spreadsheet reads a cell starting with one of these as a formula (CSV injection): names and
// e-mails are typed by the public, so a leading apostrophe keeps them text (OWASP's advice).
const formulaStart = /^[=+\-@\t\r]/

/** The value as text a spreadsheet will not run: a leading = + - @ tab or CR gets an apostrophe. */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value
}

const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A date as the table shows it (Spanish locale); 'N/A' when missing or unreadable. */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return es['adminOrders.notAvailable']
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? es['adminOrders.notAvailable'] : dateTime.format(date)
}

export function orderStatusLabel(status: string): string {
  const key = `adminOrders.status.${status}` as keyof typeof es
  return key in es ? es[key] : status
}

export function providerLabel(provider: string): string {
  const key = `adminOrders.provider.${provider}` as keyof typeof es
  return key in es ? es[key] : provider
}

/** One CSV row per order: plain amounts with a dot (spreadsheets sum them), labels in Spanish. */
export function orderCsvRow(record: PaymentRecord): string[] {
  return [
    record.user.name,
    record.user.lastName,
    record.user.email,
    record.plan.name,
    record.amount.toFixed(2),
    record.currency || 'USD',
    orderStatusLabel(record.status),
    providerLabel(record.provider),
    formatOrderDate(record.createdAt),
  ].map(neutraliseCell)
}

/**
 * The whole file. Papa Parse quotes fields holding commas, quotes or newlines (spec §9); the byte
 * order mark makes spreadsheet programs read the accents as UTF-8.
 */
export function ordersCsv(records: readonly PaymentRecord[]): string {
  const body = Papa.unparse(
    { fields: [...ordersCsvHeader], data: records.map(orderCsvRow) },
    { newline: '\r\n', quotes: false },
  )
  return `\uFEFF${body}\r\n`
}

/** Money in the order's currency (default USD); an unknown currency code falls back to the bare number. */
export function formatOrderAmount(amount: number, currency: string | null | undefined): string {
  try {
    return formatMoney(amount, currency || 'USD')
  } catch {
    return `${amount.toFixed(2)} ${currency ?? ''}`.trim()
  }
}
