import { dataExportStatusValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from './columns.ts'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * pending → building → ready → expired; failed after the last attempt (decision 088); revoked when
 * something ended the member's sessions before it was downloaded (issue 27).
 */
export const dataExportStatus = pgEnum('data_export_status', dataExportStatusValues)

/**
 * A member's copy of their own data (issue 18, decision 088): asked for in Configuración (or by an
 * admin at the member's request), built in the background into a ZIP under `DATA_DIR/exports`, and
 * linked by e-mail until `expires_at`. The row goes with the account; the file is removed by the
 * export worker once expired, and by account deletion at once.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who ran it at the member's request; null when the member asked (decision 088). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: dataExportStatus('status').notNull().default('pending'),
    /** SHA-256 of the e-mailed link's token: the table alone opens nothing. Set once ready. */
    tokenHash: text('token_hash').unique(),
    sizeBytes: integer('size_bytes'),
    attempts: integer('attempts').notNull().default(0),
    /** A claimed export is one worker's until then; after it another may build it (a crash mid-build). */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
  },
  (t) => [
    // The member's latest export and the 24-hour rule.
    index('data_exports_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The worker's due work: pending or lapsed builds, and ready files past their date.
    index('data_exports_due_idx').on(t.status, t.expiresAt).where(sql`${t.status} <> 'expired'`),
  ],
)
