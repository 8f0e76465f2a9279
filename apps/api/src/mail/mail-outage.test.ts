import { inArray } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signedInUser } from '../../test/billing.ts'
import { createTestDatabase } from '../../test/database.ts'
import { startSmtpServer } from '../../test/smtp.ts'
import { outbox } from '../db/schema/index.ts'
import { templates } from './mail.templates.ts'
import { createMailDispatcher } from './mail-dispatcher.ts'
import { queueMail, withOutbox } from './outbox.ts'

const FROM = 'Sosiego <hola@sosiego.app>'
const log = Fastify().log

/** How many times each address received mail since `after`. */
function deliveries(smtp: Awaited<ReturnType<typeof startSmtpServer>>, addresses: string[], after = 0) {
  return addresses.map(
    (address) =>
      smtp.received.slice(after).filter((mail) => JSON.stringify(mail.to).includes(address)).length,
  )
}

/** Issue 16, "SMTP down or slow": the outbox, not the request, waits for the mail server. */
describe('the mail server down or slow', async () => {
  const database = await createTestDatabase()
  const { db } = database
  const smtp = await startSmtpServer()
  afterAll(async () => {
    await smtp.close()
    await database.destroy()
  })

  async function queue(addresses: string[]) {
    await withOutbox(db, async (tx) => {
      for (const to of addresses) await queueMail(tx, to, templates.passwordChanged('Ana', 'https://x/login'))
    })
  }

  it('retries a refusing server with growing pauses, and delivers each message once when it accepts', async () => {
    await db.delete(outbox)
    smtp.refuse(true)
    // The real pauses start at 30 s; here at 200 ms, doubling alike.
    const dispatcher = createMailDispatcher({
      db,
      smtpUrl: smtp.url,
      from: FROM,
      log,
      timing: { retryBaseMs: 200, pollMs: 100 },
    })
    dispatcher.start()
    const addresses = Array.from({ length: 5 }, (_, i) => `caido-${i}@sosiego.test`)
    const before = smtp.received.length
    await queue(addresses)

    const rows = () => db.select().from(outbox).where(inArray(outbox.to, addresses))
    await expect
      .poll(async () => (await rows()).every((row) => row.attempts >= 3), { interval: 100, timeout: 10_000 })
      .toBe(true)
    const refusedWhenThree = smtp.refused
    // Polled every 100 ms for 1.4 s, a message without back-off would have been tried about 14
    // times; with pauses of 200, 400 and 800 ms, three or four.
    await new Promise((resolve) => setTimeout(resolve, 1400))
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending' })
      expect(row.attempts).toBeLessThanOrEqual(5)
      expect(row.lastError).toMatch(/421|no disponible/i)
    }
    expect(smtp.refused - refusedWhenThree).toBeLessThanOrEqual(2 * addresses.length)
    expect(smtp.received.length).toBe(before)

    smtp.refuse(false)
    await expect
      .poll(async () => (await rows()).every((row) => row.status === 'sent'), {
        interval: 100,
        timeout: 10_000,
      })
      .toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(deliveries(smtp, addresses, before)).toEqual([1, 1, 1, 1, 1])
    await dispatcher.stop()
  })

  it('sends a message slower than its claim once, though a second instance polls meanwhile', async () => {
    await db.delete(outbox)
    // Each message takes 2.5 s (a server that takes 30 s, shortened), the claim lasts 0.6 s.
    smtp.slow(2500)
    const timing = { lockMs: 600, retryBaseMs: 200, pollMs: 100 }
    const instances = [1, 2].map(() =>
      createMailDispatcher({ db, smtpUrl: smtp.url, from: FROM, log, timing }),
    )
    for (const instance of instances) instance.start()
    const addresses = Array.from({ length: 3 }, (_, i) => `lento-${i}@sosiego.test`)
    const before = smtp.received.length
    await queue(addresses)

    await expect
      .poll(() => deliveries(smtp, addresses, before).every((count) => count >= 1), {
        interval: 100,
        timeout: 15_000,
      })
      .toBe(true)
    // Long enough for a second copy sent by the other instance to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(deliveries(smtp, addresses, before)).toEqual([1, 1, 1])
    const rows = await db.select().from(outbox).where(inArray(outbox.to, addresses))
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(addresses.map(() => ['sent', 1]))
    smtp.slow(0)
    await Promise.all(instances.map((instance) => instance.stop()))
  }, 30_000)

  it('answers the requests that queue mail without waiting for a slow mail server', async () => {
    const { app, db: appDb } = await createTestApp({ env: { SMTP_URL: smtp.url } })
    smtp.slow(3000)
    const { user } = await signedInUser(app, appDb)
    const before = smtp.received.length
    const started = Date.now()
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password-email',
      payload: { email: user.email },
    })
    const took = Date.now() - started
    expect(res.statusCode, res.body).toBe(200)
    expect(took).toBeLessThan(1500)
    expect(smtp.received.length).toBe(before)
    // The mail follows on its own, once the server has taken its time.
    const mail = await smtp.waitFor(user.email, before, 10_000)
    expect(mail.subject).toBe('Restablece tu contraseña')
    smtp.slow(0)
  }, 30_000)
})
