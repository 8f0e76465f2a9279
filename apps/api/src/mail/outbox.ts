import { EventEmitter } from 'node:events'
import type { Database } from '../db/client.ts'
import type { NamedMail } from './mail.templates.ts'
import { insertOutbox } from './outbox.repository.ts'

/** Wakes this process's dispatcher when messages were queued, instead of waiting for its next poll. */
export const outboxEvents = new EventEmitter()

/** Queues an e-mail inside the caller's transaction, so the message exists exactly when its cause does. */
export async function queueMail(tx: Database, to: string, content: NamedMail): Promise<void> {
  await insertOutbox(tx, { to, ...content })
}

/**
 * Queues many e-mails at once inside the caller's transaction (a scheduler pass's reminders): a few
 * statements of up to 500 rows instead of one round trip per mail.
 */
export async function queueMails(tx: Database, mails: { to: string; content: NamedMail }[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 500)
    await insertOutbox(
      tx,
      mails.slice(start, start + 500).map(({ to, content }) => ({ to, ...content })),
    )
}

/** Runs `work` in a transaction and, once it has committed, wakes the dispatcher. */
export async function withOutbox<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction((tx) => work(tx as unknown as Database))
  outboxEvents.emit('queued')
  return result
}
