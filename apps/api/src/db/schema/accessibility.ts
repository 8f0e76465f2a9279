import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id } from './columns.ts'

/**
 * A problem reported from the accessibility statement's form (issue 34). Anyone may send one, so it
 * holds no user id: the address given is how staff answer. Kept as a record of what was reported
 * and when (the statement promises an answer within 20 working days).
 */
export const accessibilityReports = pgTable(
  'accessibility_reports',
  {
    id: id(),
    name: text('name'),
    email: text('email').notNull(),
    page: text('page'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The back office's list: newest first.
  (t) => [index('accessibility_reports_created').on(t.createdAt, t.id)],
)
