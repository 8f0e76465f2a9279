import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Database } from '../db/client.ts'
import { backgroundPasses } from '../lib/background-passes.ts'
import { withTestModeNotice } from './mail.templates.ts'
import {
  claimDue,
  extendLease,
  markFailed,
  markKeptInMailbox,
  markSent,
  type OutboxRow,
} from './outbox.repository.ts'
import { outboxEvents } from './outbox.ts'

const POLL_MS = 5_000
const LOCK_MS = 60_000
const MAX_ATTEMPTS = 8
const BATCH = 10

const RETRY_BASE_MS = 30_000

/** 30 s, 1 min, 2 min… up to an hour: a mail server that is down for a while delays mail, no more. */
export const retryDelayMs = (attempts: number, baseMs = RETRY_BASE_MS) =>
  Math.min(baseMs * 2 ** (attempts - 1), 60 * 60_000)

export type AttachmentSource = (key: string) => Promise<Buffer | null>

export interface MailDispatcherOptions {
  db: Database
  smtpUrl: string | undefined
  from: string
  log: FastifyBaseLogger
  /** ALLOW_TEST_PAYMENTS: every mail says 'Modo de prueba'. */
  testMode?: boolean
  /**
   * Where attached files come from, by the key's prefix (`invoices/` → the invoice's PDF, issue 32).
   * A source answering null (not stored yet) fails the attempt, retried like a mail server's failure.
   */
  attachmentSources?: Map<string, AttachmentSource>
  /** Tests shorten the clock: how long a claim lasts, the first retry's delay, the polling period. */
  timing?: { lockMs?: number; retryBaseMs?: number; pollMs?: number }
}

/**
 * Delivers the outbox: over SMTP when SMTP_URL is set (then drops the body), otherwise to the
 * development mailbox, which reads the outbox (production refuses to start without SMTP_URL). No
 * mail's text reaches the log: its links are one-time secrets.
 */
export function createMailDispatcher({
  db,
  smtpUrl,
  from,
  log,
  testMode = false,
  attachmentSources = new Map(),
  timing = {},
}: MailDispatcherOptions) {
  const { lockMs = LOCK_MS, retryBaseMs = RETRY_BASE_MS, pollMs = POLL_MS } = timing
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined

  async function attachmentsOf(message: OutboxRow) {
    if (!message.attachments?.length) return undefined
    return Promise.all(
      message.attachments.map(async ({ filename, contentType, key }) => {
        const source = [...attachmentSources].find(([prefix]) => key.startsWith(prefix))?.[1]
        const content = source ? await source(key) : null
        if (!content) throw new Error(`attachment ${filename} not available yet`)
        return { filename, contentType, content }
      }),
    )
  }

  async function deliver(message: OutboxRow) {
    // Only a mail whose body was dropped could come without one: nothing is left to send.
    if (message.text === null || message.html === null) {
      await markFailed(db, message.id, 'no body to send', null)
      return
    }
    try {
      const content = { subject: message.subject, text: message.text, html: message.html }
      const delivered = testMode ? withTestModeNotice(content) : content
      if (transport) {
        // A slow mail server may take longer than the claim: renewed while the send runs, the claim
        // never lapses under it, so no other pass or instance sends the same message meanwhile.
        const renew = setInterval(() => {
          extendLease(db, message.id, lockMs).catch((error) =>
            log.warn({ err: error }, 'e-mail claim not renewed'),
          )
        }, lockMs / 3)
        try {
          await transport.sendMail({
            from,
            to: message.to,
            ...delivered,
            headers: message.headers ?? undefined,
            attachments: await attachmentsOf(message),
          })
        } finally {
          clearInterval(renew)
        }
        await markSent(db, message.id)
      } else {
        await markKeptInMailbox(db, message.id, delivered)
        log.info(
          { to: message.to, subject: message.subject, template: message.template },
          'e-mail kept in the development mailbox (no SMTP_URL)',
        )
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const retryAt =
        message.attempts < MAX_ATTEMPTS
          ? new Date(Date.now() + retryDelayMs(message.attempts, retryBaseMs))
          : null
      log.warn({ to: message.to, attempts: message.attempts, err: reason }, 'e-mail delivery failed')
      await markFailed(db, message.id, reason, retryAt)
    }
  }

  const passes = backgroundPasses({
    name: 'mail dispatcher',
    // Everything due now, a batch at a time.
    pass: async () => {
      let batch: OutboxRow[]
      do {
        batch = await claimDue(db, BATCH, lockMs)
        await Promise.all(batch.map(deliver))
      } while (batch.length === BATCH)
    },
    intervalMs: pollMs,
    log,
    wakeOn: { events: outboxEvents, event: 'queued' },
  })
  return {
    /** Sends everything due now; concurrent calls share one pass, and a call during a pass runs another after it. */
    drain: passes.run,
    /** Lets a module supply the files attached under a key prefix (billing: `invoices/`). */
    provideAttachments(prefix: string, source: AttachmentSource) {
      attachmentSources.set(prefix, source)
    },
    start: passes.start,
    /** Stops polling, then sends what is due: mails queued by the last requests go out before exit. */
    async stop() {
      await passes.stop()
      await passes.run()
      transport?.close()
    },
  }
}
