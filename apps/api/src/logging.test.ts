import { eq } from 'drizzle-orm'
import Fastify, { LogController } from 'fastify'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildCheckedApp, createTestApp, productionEnv, testConfig } from '../test/app.ts'
import { createTestDatabase } from '../test/database.ts'
import { browser } from '../test/session.ts'
import { linkIn, startSmtpServer } from '../test/smtp.ts'
import { outbox } from './db/schema/index.ts'
import { lazyRequestLogger, loggedUrl } from './logging.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('request ids', async () => {
  const { app } = await createTestApp()
  const idFor = async (header?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: header === undefined ? {} : { 'x-request-id': header },
      })
    ).headers['x-request-id']

  it("keeps a proxy's short, safe id", async () => {
    expect(await idFor('3f2a9c0e1b7d4c55a0e1f2d3c4b5a697')).toBe('3f2a9c0e1b7d4c55a0e1f2d3c4b5a697')
    expect(await idFor('req_1.2-A')).toBe('req_1.2-A')
    expect(await idFor('a'.repeat(64))).toBe('a'.repeat(64))
  })

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'reset done for admin'],
    ['markup', '"><script>alert(1)</script>'],
    ['JSON', '{"level":60,"msg":"forged"}'],
    ['empty', ''],
  ])('replaces an unsafe id (%s) with a new UUID', async (_kind, header) => {
    expect(await idFor(header)).toMatch(uuid)
  })

  it('generates a UUID when none is sent', async () => {
    expect(await idFor()).toMatch(uuid)
  })
})

describe('the request logger (decision 094)', () => {
  /** An app on a real pino logger whose lines land in `lines`, counting the children pino makes. */
  async function appWithLazyLogger() {
    const lines: Record<string, unknown>[] = []
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyRequestLogger,
    })
    const child = vi.spyOn(app.log, 'child')
    app.get('/quiet', async () => ({ ok: true }))
    app.get('/talks', async (request) => {
      request.log.info({ step: 1 }, 'first')
      request.log.warn('second')
      return { id: request.id }
    })
    return { app, lines, child }
  }

  it('is made only when a request logs, once, and its lines carry the request id', async () => {
    const { app, lines, child } = await appWithLazyLogger()
    await app.inject('/quiet')
    await app.inject('/quiet')
    expect(child).not.toHaveBeenCalled()
    const id = (await app.inject('/talks')).json().id
    expect(child).toHaveBeenCalledTimes(1)
    expect(lines).toMatchObject([
      { level: 30, reqId: id, step: 1, msg: 'first' },
      { level: 40, reqId: id, msg: 'second' },
    ])
    await app.close()
  })

  it('writes the same line as the child Fastify makes by default', async () => {
    const lines: Record<string, unknown>[] = []
    const byDefault: Record<string, unknown>[] = []
    const plain = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => byDefault.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
      genReqId: () => 'same-id',
    })
    const lazy = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
      genReqId: () => 'same-id',
      childLoggerFactory: lazyRequestLogger,
    })
    for (const server of [plain, lazy])
      server.get('/x', async (request) => {
        request.log.child({ part: 'inner' }).error({ code: 7 }, 'failed')
        return { level: request.log.level }
      })
    expect((await plain.inject('/x')).json()).toEqual((await lazy.inject('/x')).json())
    const withoutTime = (line?: Record<string, unknown>) => ({ ...line, time: 0 })
    expect(withoutTime(lines.at(-1))).toEqual(withoutTime(byDefault.at(-1)))
    expect(lines.at(-1)).toMatchObject({ reqId: 'same-id', part: 'inner', code: 7, msg: 'failed' })
    await Promise.all([plain.close(), lazy.close()])
  })
})

describe('logged URLs', () => {
  it('keep the path and the query names, never the values', () => {
    expect(loggedUrl('/reset-password?token=abc123')).toBe('/reset-password?token=…')
    expect(loggedUrl('/login/google/callback?code=c0de&state=s7&iss=x')).toBe(
      '/login/google/callback?code=…&state=…&iss=…',
    )
    expect(loggedUrl('/api/media/audios/a.mp3?u=1&e=2&s=sig')).toBe('/api/media/audios/a.mp3?u=…&e=…&s=…')
    expect(loggedUrl('/api/plans/list')).toBe('/api/plans/list')
  })
})

describe('a production server', async () => {
  const smtp = await startSmtpServer()
  const lines: string[] = []
  const database = await createTestDatabase()
  const config = await testConfig({
    ...productionEnv,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'trace',
    RATE_LIMIT_EMAILS_PER_MINUTE: '100',
  })
  const app = await buildCheckedApp({
    config,
    database,
    logStream: { write: (line) => void lines.push(line) },
  })
  await app.ready()
  afterAll(async () => {
    await app.close()
    await database.destroy()
    await smtp.close()
  })

  it('writes no token to its logs at any level, and keeps no usable link in the outbox', async () => {
    const email = `lucia.${Date.now()}@sosiego.test`
    const client = browser(app, productionEnv.APP_URL)
    const account = { name: 'Lucía', lastName: 'Calma', email, password: 'Serena2026!' }
    expect((await client.post('/api/users/register', account)).statusCode).toBe(201)
    const verification = linkIn(await smtp.waitFor(email))
    const before = smtp.received.length
    expect((await client.post('/api/users/reset-password-email', { email })).statusCode).toBe(200)
    const reset = linkIn(await smtp.waitFor(email, before))
    await app.mailer.drain()

    // The pages the links open, as a browser would request them.
    for (const link of [verification, reset])
      await app.inject({ method: 'GET', url: link.pathname + link.search })

    const tokens = [verification, reset].map((link) => link.searchParams.get('token') as string)
    expect(tokens.every((token) => token.length >= 20)).toBe(true)
    const log = lines.join('')
    expect(log).toContain('/reset-password?token=…')
    for (const token of tokens) expect(log).not.toContain(token)

    const rows = await database.db.select().from(outbox).where(eq(outbox.to, email))
    expect(rows.map((row) => row.template).sort()).toEqual(['resetPassword', 'verifyEmail'])
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', text: null, html: null })
      expect(row.subject).toBeTruthy()
      expect(row.sentAt).toBeInstanceOf(Date)
      expect(row.createdAt).toBeInstanceOf(Date)
      for (const token of tokens) expect(JSON.stringify(row)).not.toContain(token)
    }
  })
})
