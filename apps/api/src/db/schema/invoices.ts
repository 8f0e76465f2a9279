import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { paymentOrders } from './billing.ts'
import { id, timestamps } from './columns.ts'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** 'F': invoices of a charge; 'R': rectifying invoices of a refund (issue 32, decision 113). */
export const invoiceSeriesValues = ['F', 'R'] as const
export const invoiceSeries = pgEnum('invoice_series', invoiceSeriesValues)

/**
 * The last number issued in a series in a calendar year (in TIME_ZONE). The issuing transaction
 * increments the row with an upsert, which locks it until that transaction ends: a second issuer
 * waits, and a rolled-back charge gives its number back, so numbers never repeat or skip.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: invoiceSeries('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
)

/**
 * An invoice as issued: every figure and name is copied into the row, so it never changes after issue
 * and survives the member's account (user id set null, like the orders it belongs to).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    series: invoiceSeries('series').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** '2027-000123' (F) or 'R-2027-000004' (R). */
    code: text('code').notNull(),
    /** The order row of the charge (purchase, renewal) or of the refund (withdrawal): one invoice each. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** The invoice a rectifying invoice corrects. */
    rectifiesId: uuid('rectifies_id').references((): AnyPgColumn => invoices.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: at('issued_at').notNull(),
    issuerName: text('issuer_name').notNull(),
    issuerTaxId: text('issuer_tax_id').notNull(),
    issuerAddress: text('issuer_address').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerTaxId: text('buyer_tax_id'),
    /** One line: street, postal code, town, province, country. */
    buyerAddress: text('buyer_address'),
    planName: text('plan_name').notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    /** Minor units; negative on a rectifying invoice. */
    baseCents: integer('base_cents').notNull(),
    /** Hundredths of a percent: 2100 is 21 %; 0 outside the tax territory. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    /** Why no tax is charged (Canarias, Ceuta, Melilla), printed on the invoice. */
    taxNote: text('tax_note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_series_year_number_unique').on(t.series, t.year, t.number),
    uniqueIndex('invoices_code_unique').on(t.code),
    uniqueIndex('invoices_order_unique').on(t.orderId),
    index('invoices_user_idx').on(t.userId),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_total_adds_up', sql`${t.baseCents} + ${t.taxCents} = ${t.totalCents}`),
  ],
)

/** What a member may add for a complete invoice (issue 32): all optional, Spanish formats checked. */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Who the invoice is made out to when not the member's own name (a company's 'razón social'). */
  name: text('name'),
  /** NIF, NIE or CIF, upper case, no separators. */
  taxId: text('tax_id'),
  address: text('address'),
  postalCode: text('postal_code'),
  city: text('city'),
  province: text('province'),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull().default('ES'),
  ...timestamps,
})
