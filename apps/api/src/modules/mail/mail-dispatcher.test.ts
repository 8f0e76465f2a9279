import net from 'node:net'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/database.ts'
import { startSmtpServer } from '../../../test/smtp.ts'
import { outbox } from '../../db/schema/index.ts'
import { templates } from './mail.templates.ts'
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

  it('backs off from 30 seconds up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000)
    expect(retryDelayMs(2)).toBe(60_000)
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})
