import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'

export type OutboxRow = typeof outbox.$inferSelect

export async function insertOutbox(
  db: Database,
  values: typeof outbox.$inferInsert | (typeof outbox.$inferInsert)[],
) {
  await db.insert(outbox).values(Array.isArray(values) ? values : [values])
}

/**
 * Claims up to `limit` due messages for `lockMs`. On PostgreSQL, SKIP LOCKED lets several
 * instances dispatch at once without taking the same message.
 */
export async function claimDue(db: Database, limit: number, lockMs: number): Promise<OutboxRow[]> {
  const lockedUntil = new Date(Date.now() + lockMs)
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
          and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(outbox.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(outbox)
      .set({ status: 'sending', lockedUntil, attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/** Keeps a claim alive while its message is still being sent (a slow mail server). */
export async function extendLease(db: Database, id: string, lockMs: number) {
  await db
    .update(outbox)
    .set({ lockedUntil: new Date(Date.now() + lockMs) })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')))
}

/**
 * Mail to people Sosiego must forget (the notice that an account was deleted, decision 069): once
 * delivered or given up, the address goes with the body.
 */
export const FORGETS_RECIPIENT = ['accountDeleted']
export const FORGOTTEN_RECIPIENT = 'cuenta-eliminada'
const recipientAfterDelivery = sql`case when ${outbox.template} in (${sql.join(
  FORGETS_RECIPIENT.map((template) => sql`${template}`),
  sql`, `,
)}) then ${FORGOTTEN_RECIPIENT} else ${outbox.to} end`

/** Delivered over SMTP: the body, with its one-time links, is dropped; who, what and when stay. */
export async function markSent(db: Database, id: string) {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      lockedUntil: null,
      text: null,
      html: null,
      headers: null,
      to: recipientAfterDelivery,
    })
    .where(eq(outbox.id, id))
}

/**
 * Delivered to the development mailbox (no SMTP_URL, never in production): the mailbox is where it
 * is read, so the body stays, as delivered.
 */
export async function markKeptInMailbox(
  db: Database,
  id: string,
  content: { subject: string; text: string; html: string },
) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, ...content })
    .where(eq(outbox.id, id))
}

/** A failure is retried later with the body; after the last attempt the body is dropped like a sent one's. */
export async function markFailed(db: Database, id: string, error: string, retryAt: Date | null) {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lastError: error, lockedUntil: null }
        : {
            status: 'failed',
            lastError: error,
            lockedUntil: null,
            text: null,
            html: null,
            headers: null,
            to: recipientAfterDelivery,
          },
    )
    .where(eq(outbox.id, id))
}

export function latestMessages(db: Database, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit)
}

/** Mails not yet delivered nor given up on (waiting, retrying later, or being sent): the metrics' backlog. */
export async function countBacklog(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending']))
  return row?.count ?? 0
}
