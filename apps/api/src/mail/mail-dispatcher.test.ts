import net from 'node:net'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import { startSmtpServer } from '../../test/smtp.ts'
import { outbox } from '../db/schema/index.ts'
import { billingTemplates } from '../modules/billing/billing.mail.ts'
import { type NamedMail, templates, withTestModeNotice } from './mail.templates.ts'
import { createMailDispatcher, retryDelayMs } from './mail-dispatcher.ts'
import { queueMail, withOutbox } from './outbox.ts'

async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('the mail dispatcher', async () => {
  const database = await createTestDatabase()
  const { db } = database
  const smtp = await startSmtpServer()
  const log = Fastify().log
  afterAll(async () => {
    await smtp.close()
    await database.destroy()
  })

  it('keeps a message when the mail server is down, and delivers it once when it is back', async () => {
    const down = createMailDispatcher({
      db,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'Sosiego <hola@sosiego.app>',
      log,
    })
    await withOutbox(db, (tx) =>
      queueMail(tx, 'ana@sosiego.test', templates.verifyEmail('Ana', 'http://x/verify-email?token=t')),
    )
    await down.drain()
    const [failed] = await db.select().from(outbox)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failed?.lastError).toBeTruthy()
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000)

    const up = createMailDispatcher({ db, smtpUrl: smtp.url, from: 'Sosiego <hola@sosiego.app>', log })
    await up.drain()
    expect(smtp.received).toHaveLength(0) // not due yet

    await db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.status, 'pending'))
    await Promise.all([up.drain(), up.drain()])
    await up.drain()
    const mail = await smtp.waitFor('ana@sosiego.test')
    expect(mail.subject).toBe('Confirma tu correo electrónico')
    expect(mail.from?.text).toContain('hola@sosiego.app')
    expect(smtp.received).toHaveLength(1)
    const [sent] = await db.select().from(outbox)
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
    await up.stop()
    await down.stop()
  })

  it('drops the body of a mail sent over SMTP, keeping who, what, which template and when', async () => {
    await db.delete(outbox)
    const dispatcher = createMailDispatcher({
      db,
      smtpUrl: smtp.url,
      from: 'Sosiego <hola@sosiego.app>',
      log,
    })
    const link = 'https://sosiego.example/reset-password?token=live-reset-token'
    await withOutbox(db, (tx) => queueMail(tx, 'bea@sosiego.test', templates.resetPassword('Bea', link)))
    await dispatcher.drain()
    expect((await smtp.waitFor('bea@sosiego.test')).text).toContain(link)
    const [row] = await db.select().from(outbox)
    expect(row).toMatchObject({
      to: 'bea@sosiego.test',
      subject: 'Restablece tu contraseña',
      template: 'resetPassword',
      status: 'sent',
      text: null,
      html: null,
    })
    expect(row?.sentAt).toBeInstanceOf(Date)
    await dispatcher.stop()
  })

  it('sends a mail’s own headers (a reminder’s List-Unsubscribe) and drops them with the body', async () => {
    await db.delete(outbox)
    const dispatcher = createMailDispatcher({
      db,
      smtpUrl: smtp.url,
      from: 'Sosiego <hola@sosiego.app>',
      log,
    })
    const unsubscribe = 'https://sosiego.example/api/reminders/unsubscribe?token=secret-token'
    const content: NamedMail = {
      ...templates.verifyEmail('Lía', 'http://x/verify-email?token=t'),
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }
    await withOutbox(db, (tx) => queueMail(tx, 'lia@sosiego.test', content))
    await dispatcher.drain()
    const mail = await smtp.waitFor('lia@sosiego.test')
    const lines = mail.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, ' '))
    expect(lines).toContain(`List-Unsubscribe: <${unsubscribe}>`)
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const [row] = await db.select().from(outbox)
    expect(row).toMatchObject({ status: 'sent', headers: null, text: null })
    await dispatcher.stop()
  })

  it('attaches a file from its source when it sends, and retries while the file is not there yet (issue 32)', async () => {
    await db.delete(outbox)
    const dispatcher = createMailDispatcher({
      db,
      smtpUrl: smtp.url,
      from: 'Sosiego <hola@sosiego.app>',
      log,
      timing: { retryBaseMs: 1 },
    })
    let stored: Buffer | null = null
    dispatcher.provideAttachments('invoices/', async (key) =>
      key === 'invoices/2027/2027-000001.pdf' ? stored : null,
    )
    const content: NamedMail = {
      ...templates.verifyEmail('Noa', 'http://x/verify-email?token=t'),
      attachments: [
        {
          filename: 'factura-2027-000001.pdf',
          contentType: 'application/pdf',
          key: 'invoices/2027/2027-000001.pdf',
        },
      ],
    }
    await withOutbox(db, (tx) => queueMail(tx, 'noa@sosiego.test', content))
    const before = smtp.received.length
    await dispatcher.drain()
    const [waiting] = await db.select().from(outbox)
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting?.lastError).toContain('factura-2027-000001.pdf')
    expect(smtp.received.length).toBe(before)

    stored = Buffer.from('%PDF-1.3 factura')
    await new Promise((resolve) => setTimeout(resolve, 5))
    await dispatcher.drain()
    const mail = await smtp.waitFor('noa@sosiego.test', before)
    expect(
      mail.attachments.map((file) => [file.filename, file.contentType, file.content.toString()]),
    ).toEqual([['factura-2027-000001.pdf', 'application/pdf', '%PDF-1.3 factura']])
    await dispatcher.stop()
  })

  it('drops the body of a mail it gives up on', async () => {
    await db.delete(outbox)
    const down = createMailDispatcher({
      db,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'Sosiego <hola@sosiego.app>',
      log,
    })
    await withOutbox(db, (tx) =>
      queueMail(tx, 'eva@sosiego.test', templates.verifyEmail('Eva', 'http://x/verify-email?token=t')),
    )
    await db.update(outbox).set({ attempts: 7 })
    await down.drain()
    const [row] = await db.select().from(outbox)
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 8,
      text: null,
      html: null,
      template: 'verifyEmail',
    })
    expect(row?.lastError).toBeTruthy()
    await down.stop()
  })

  it('without SMTP_URL keeps the mail for the development mailbox and logs no part of its text', async () => {
    await db.delete(outbox)
    const lines: string[] = []
    const recording = Fastify({
      logger: { level: 'trace', stream: { write: (line) => lines.push(line) } },
    }).log
    const dispatcher = createMailDispatcher({ db, smtpUrl: undefined, from: 'x <x@x.x>', log: recording })
    const link = 'http://localhost:3000/verify-email?token=dev-verify-token'
    await withOutbox(db, (tx) => queueMail(tx, 'dev@sosiego.test', templates.verifyEmail('Dev', link)))
    await dispatcher.drain()
    const [row] = await db.select().from(outbox)
    expect(row).toMatchObject({ status: 'sent', template: 'verifyEmail' })
    expect(row?.text).toContain(link)
    const log = lines.join('')
    expect(log).toContain('development mailbox')
    expect(log).not.toContain('dev-verify-token')
    await dispatcher.stop()
  })

  it("says 'Modo de prueba' in the subject, text and HTML of every mail on a staging site", async () => {
    await db.delete(outbox)
    const dispatcher = createMailDispatcher({
      db,
      smtpUrl: smtp.url,
      from: 'Sosiego <hola@sosiego.app>',
      log,
      testMode: true,
    })
    await withOutbox(db, (tx) =>
      queueMail(tx, 'sol@sosiego.test', templates.passwordChanged('Sol', 'https://sosiego.example/login')),
    )
    await dispatcher.drain()
    const mail = await smtp.waitFor('sol@sosiego.test')
    expect(mail.subject).toBe('[Modo de prueba] Tu contraseña ha cambiado')
    expect(mail.text).toMatch(/^Modo de prueba: Los pagos de este sitio son simulados/)
    expect(mail.html).toContain('<strong>Modo de prueba</strong>')
    await dispatcher.stop()
  })

  it('names every template, and the test-mode notice reaches each of them', () => {
    const date = new Date('2026-03-01T00:00:00Z')
    const all: NamedMail[] = [
      templates.verifyEmail('A', 'u'),
      templates.resetPassword('A', 'u'),
      templates.setPassword('A', 'u'),
      templates.passwordChanged('A', 'u'),
      templates.accountExists('A', 'u'),
      billingTemplates.paymentReceipt(
        'A',
        { planName: 'Full', amountCents: 1999, currency: 'USD', paidAt: date, orderId: 'o' },
        { startDate: date, endDate: null },
        'u',
      ),
      billingTemplates.trialConfirm('A', { name: 'Prueba', durationDays: 15 }, 'verify', 'u'),
      billingTemplates.trialForExistingAccount('A', 'Prueba', true, 'u'),
      billingTemplates.endingSoon('A', 'Full', date, 'u'),
      billingTemplates.expired('A', 'Full', 'u'),
    ]
    expect(all.map((mail) => mail.template)).toEqual([
      'verifyEmail',
      'resetPassword',
      'setPassword',
      'passwordChanged',
      'accountExists',
      'paymentReceipt',
      'trialConfirm',
      'trialForExistingAccount',
      'endingSoon',
      'expired',
    ])
    for (const mail of all) {
      const marked = withTestModeNotice(mail)
      expect(marked.text.split('\n')[0], mail.template).toMatch(/^Modo de prueba: /)
      // In the house layout's slot, above the brand line: the first thing a reader sees.
      expect(marked.html, mail.template).toMatch(
        /max-width:520px[^>]*><p[^>]*><strong>Modo de prueba<\/strong>/,
      )
      expect(mail.html).not.toContain('Modo de prueba')
    }
  })

  it('backs off from 30 seconds up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000)
    expect(retryDelayMs(2)).toBe(60_000)
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})
