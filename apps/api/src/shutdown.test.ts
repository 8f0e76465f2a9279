import { mkdtemp } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import {
  connectionRefused,
  freePort,
  killServerProcesses,
  startServerProcess,
  waitForHealthy,
} from '../test/server-process.ts'
import { startSmtpServer } from '../test/smtp.ts'

const member = { email: 'miembro@sosiego.app', password: 'Sosiego2026!' }
// The demo accounts; three logins each stay under the per-account limit on attempts at once.
const accounts = ['admin@sosiego.app', 'crm@sosiego.app', member.email]

/**
 * A request whose headers and first half of the body are sent now, and the rest when `finish()` is
 * called: a slow client, in flight on the server from the first bytes.
 */
function slowPost(port: number, urlPath: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload))
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: urlPath,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
  const half = Math.floor(body.length / 2)
  request.write(body.subarray(0, half))
  return { answer, finish: () => request.end(body.subarray(half)) }
}

/**
 * `workers` clients sending GET /api/plans/list one after another on kept-alive connections until
 * refused; `stop()` answers how each request ended: its status, or its socket error's code.
 */
function keptAliveLoad(port: number, workers: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers })
  const outcomes = new Map<string, number>()
  let going = true
  const get = () =>
    new Promise<string>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/plans/list', agent }, (response) => {
        response.resume()
        response.on('end', () => resolve(String(response.statusCode)))
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      })
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    })
  const running = Array.from({ length: workers }, async () => {
    while (going) {
      const outcome = await get()
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      if (outcome === 'ECONNREFUSED') return
    }
  })
  return {
    async stop() {
      going = false
      await Promise.all(running)
      agent.destroy()
      return outcomes
    },
  }
}

describe('SIGTERM under load', async () => {
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined
  const smtp = await startSmtpServer()
  afterAll(async () => {
    killServerProcesses()
    await smtp.close()
    await database?.destroy()
  })
  const baseEnv = async () => ({
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'sosiego-shutdown-')),
    SMTP_URL: smtp.url,
    // The API alone: the web app's bundle is not what this is about (and may not be built).
    WEB_DIST_DIR: await mkdtemp(path.join(os.tmpdir(), 'sosiego-no-web-')),
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  })

  it('stops accepting, finishes every request in flight with its answer, sends the mail they queued, and exits 0', async () => {
    const port = await freePort()
    const server = startServerProcess({
      ...(await baseEnv()),
      PORT: String(port),
      SHUTDOWN_GRACE_MS: '20000',
    })
    await waitForHealthy(server, port)

    const logins = accounts.flatMap((email) =>
      Array.from({ length: 3 }, () => slowPost(port, '/api/users/login', { ...member, email })),
    )
    const reset = slowPost(port, '/api/users/reset-password-email', { email: member.email })
    // And a stream of requests on kept-alive connections, as a proxy or a busy client keeps them.
    const load = keptAliveLoad(port, 6)
    // A request on a connection of its own, answered after the slow ones' first bytes were read.
    expect((await fetch(`http://127.0.0.1:${port}/api/plans/list`)).status).toBe(200)
    const mailsBefore = smtp.received.length

    server.child.kill('SIGTERM')
    await expect.poll(() => connectionRefused(port), { interval: 50, timeout: 10_000 }).toBe(true)
    expect(server.child.exitCode).toBeNull()

    for (const request of [...logins, reset]) request.finish()
    const answers = await Promise.all([...logins, reset].map((request) => request.answer))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    for (const answer of answers.slice(0, 9)) expect(JSON.parse(answer.body)).toMatchObject({ success: true })

    expect(await server.exited).toBe(0)
    // Every request sent on a kept-alive connection got its answer; the next ones found the door
    // shut (refused), none was reset mid-way (before the drain: one reset per busy connection).
    const outcomes = await load.stop()
    expect(outcomes.get('200')).toBeGreaterThan(0)
    expect(
      [...outcomes.keys()].filter((outcome) => !['200', '503', 'ECONNREFUSED'].includes(outcome)),
    ).toEqual([])
    // Delivered before the process ended, not left in the outbox for the next start (the demo's
    // year of clients may be sent their renewal notices meanwhile: only the member's mail is ours).
    const toMember = smtp.received
      .slice(mailsBefore)
      .filter((mail) => JSON.stringify(mail.to).includes(member.email))
    expect(toMember).toHaveLength(1)
  }, 240_000)

  it('cuts what is still open after SHUTDOWN_GRACE_MS and says so with exit code 1', async () => {
    const port = await freePort()
    const server = startServerProcess({ ...(await baseEnv()), PORT: String(port), SHUTDOWN_GRACE_MS: '1000' })
    await waitForHealthy(server, port)
    const stuck = slowPost(port, '/api/users/login', member)
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)

    const signalledAt = Date.now()
    server.child.kill('SIGTERM')
    await expect(stuck.answer).rejects.toThrow()
    expect(await server.exited).toBe(1)
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1000)
    expect(server.output()).toContain('shutdown grace elapsed')
  }, 240_000)
})
