import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { billingDetails, invoiceCounters, invoices } from '../../../db/schema/index.ts'

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceSeries = InvoiceRow['series']
export type BillingDetailsRow = typeof billingDetails.$inferSelect

/**
 * The next number of a series in a year. The upsert locks the counter's row until the caller's
 * transaction ends (PostgreSQL: another transaction's upsert waits on it; PGlite: one connection), so
 * two instances never take the same number, and a rolled-back charge leaves no gap.
 */
export async function nextInvoiceNumber(tx: Database, series: InvoiceSeries, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  if (!row) throw new Error('invoice counter not advanced')
  return row.lastNumber
}

export async function insertInvoice(tx: Database, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning()
  if (!row) throw new Error('invoice not inserted')
  return row
}

export async function findInvoiceByOrder(db: Database, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId))
  return row
}

/** What the rectifying invoices of an invoice have given back so far, in cents (a positive number). */
export async function rectifiedCents(db: Database, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${invoices.totalCents})` })
    .from(invoices)
    .where(eq(invoices.rectifiesId, invoiceId))
  return -Number(row?.total ?? 0)
}

export async function findInvoice(db: Database, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id))
  return row
}

export async function findInvoiceByCode(db: Database, code: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.code, code))
  return row
}

/** A member's invoices, newest first. */
export function invoicesOfUser(db: Database, userId: string, limit = 500) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit)
}

/** The invoices issued in [from, to), in the order of the book: series, then number. */
export function invoicesIssuedBetween(db: Database, from: Date, to: Date, offset: number, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.number))
    .offset(offset)
    .limit(limit)
}

export async function findBillingDetails(
  db: Database,
  userId: string,
): Promise<BillingDetailsRow | undefined> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId))
  return row
}

export async function saveBillingDetails(
  db: Database,
  userId: string,
  values: Omit<typeof billingDetails.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>,
) {
  const [row] = await db
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { ...values, updatedAt: new Date() } })
    .returning()
  if (!row) throw new Error('billing details not saved')
  return row
}
