import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id } from './columns.ts'

export interface OutboxAttachment {
  filename: string
  contentType: string
  /** The storage key of the file. */
  key: string
}

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const
export const outboxStatus = pgEnum('outbox_status', outboxStatuses)

/**
 * Every e-mail is written here first, in the transaction of whatever caused it, then delivered by
 * the dispatcher with retries. A request never waits on the mail server, and nothing is lost.
 * Once delivered over SMTP (or given up), the body is dropped: it holds one-time links, and the
 * tokens' hashes would be worthless if their links stayed here. What support needs stays.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Which template wrote it (`resetPassword`, `paymentReceipt`…); null for mail older than the column. */
    template: text('template'),
    /** Null once delivered or given up (see above). */
    text: text('text'),
    html: text('html'),
    /**
     * Extra headers for this mail (a reminder's `List-Unsubscribe`, issue 31); null for most. Dropped
     * with the body: they may carry a link's token.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * Files attached from the storage (an invoice's PDF, issue 32): the dispatcher reads each key when
     * it sends; a key not stored yet is a transient failure, retried like a mail server's.
     */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed message is someone's until then; after it, another dispatcher may retry it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
)
