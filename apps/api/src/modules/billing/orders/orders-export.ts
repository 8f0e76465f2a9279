import type { Readable } from 'node:stream'
import { es, type PaymentRecordExportQuery, t } from '@sosiego/shared'
import type { Database } from '../../../db/client.ts'
import { csvDateTime, csvStream } from '../../../lib/csv.ts'
import { findOrderExportBatch, type OrderExportRow } from './payment-orders.repository.ts'

const BATCH = 1000

export const ordersCsvFileName = 'ordenes.csv'

/** A label of the catalogue, or the raw value when there is none (a provider added later). */
const labelOr = (key: string, fallback: string) => (key in es ? es[key as keyof typeof es] : fallback)

/** The back-office spec's Órdenes columns, in its order; amounts with a dot so spreadsheets sum them. */
const columns: [string, (row: OrderExportRow, timeZone: string) => unknown][] = [
  [t('adminOrders.csv.name'), (row) => row.user.name],
  [t('adminOrders.csv.lastName'), (row) => row.user.lastName],
  [t('adminOrders.csv.email'), (row) => row.user.email],
  [t('adminOrders.csv.plan'), (row) => row.plan.name],
  [t('adminOrders.csv.amount'), (row) => (row.order.amountCents / 100).toFixed(2)],
  [t('adminOrders.csv.currency'), (row) => row.order.currency || 'USD'],
  [t('adminOrders.csv.status'), (row) => labelOr(`adminOrders.status.${row.order.status}`, row.order.status)],
  [
    t('adminOrders.csv.provider'),
    (row) => labelOr(`adminOrders.provider.${row.order.provider}`, row.order.provider),
  ],
  [t('adminOrders.csv.date'), (row, timeZone) => csvDateTime(row.order.createdAt, timeZone)],
]

/**
 * GET /api/payment-records/export: every order the Órdenes filters select, as ordenes.csv through
 * lib/csv.ts (csv-stringify, BOM, formula cells neutralised), read 1,000 at a time by keyset while
 * the client downloads. Dates are on the service's clock, `timeZone` (config.timeZone).
 */
export function exportOrdersCsv(db: Database, query: PaymentRecordExportQuery, timeZone: string): Readable {
  async function* batches() {
    let after: string | null = null
    for (;;) {
      const rows = await findOrderExportBatch(db, query, after, BATCH)
      if (rows.length === 0) return
      yield rows.map((row) => columns.map(([, cell]) => cell(row, timeZone)))
      after = (rows[rows.length - 1] as OrderExportRow).order.id
      if (rows.length < BATCH) return
    }
  }
  return csvStream(
    columns.map(([name]) => name),
    batches(),
  )
}
