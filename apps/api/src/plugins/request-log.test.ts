import Fastify, { LogController } from 'fastify'
import { describe, expect, it } from 'vitest'
import requestLog, { type RequestLogMode, readableLogLine, slowRequestMs } from './request-log.ts'

/** An app whose log lines land in `lines` (parsed), with a fast, a failing and a slow route. */
async function appLogging(mode: RequestLogMode) {
  const lines: Record<string, unknown>[] = []
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new LogController({ disableRequestLogging: true }),
  })
  await app.register(requestLog, { mode })
  app.get('/ok', async () => ({ ok: true }))
  app.get('/boom', async () => {
    throw new Error('boom')
  })
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowRequestMs + 50))
    return { ok: true }
  })
  const requests = () => lines.filter((line) => line.msg === 'request completed')
  return { app, requests }
}

describe('request log', () => {
  it('production: one JSON line per request, with the query names but never their values', async () => {
    const { app, requests } = await appLogging('json')
    await app.inject('/ok?token=secreto')
    await app.inject('/missing')
    expect(requests()).toHaveLength(2)
    expect(requests()[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/ok?token=…' },
      res: { statusCode: 200 },
    })
    expect(typeof requests()[0]?.reqId).toBe('string')
    expect(JSON.stringify(requests())).not.toContain('secreto')
    expect(requests()[1]).toMatchObject({ res: { statusCode: 404 } })
    await app.close()
  })

  it('development: only failed and slow requests', async () => {
    const { app, requests } = await appLogging('readable')
    await app.inject('/ok')
    expect(requests()).toEqual([])
    await app.inject('/missing')
    await app.inject('/boom')
    await app.inject('/slow')
    expect(requests().map((line) => [line.level, (line.res as { statusCode: number }).statusCode])).toEqual([
      [40, 404],
      [50, 500],
      [40, 200],
    ])
    expect(requests()[2]?.responseTime).toBeGreaterThanOrEqual(slowRequestMs)
    await app.close()
  })
})

describe('readableLogLine', () => {
  const time = new Date(2026, 10, 24, 9, 5, 7).getTime()

  it('prints a request as method, path, status and time', () => {
    const line = JSON.stringify({
      level: 40,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      req: { method: 'GET', url: '/api/plans/name/oro' },
      res: { statusCode: 404 },
      responseTime: 3,
      msg: 'request completed',
    })
    expect(readableLogLine(`${line}\n`)).toBe('09:05:07 WARN  GET /api/plans/name/oro → 404 · 3 ms\n')
  })

  it('keeps other fields (the outbox link) and an error’s stack', () => {
    const mail = JSON.stringify({
      level: 30,
      time,
      msg: 'e-mail kept',
      link: 'http://localhost/verify-email?token=x',
    })
    expect(readableLogLine(mail)).toBe(
      '09:05:07 INFO  e-mail kept {"link":"http://localhost/verify-email?token=x"}\n',
    )
    const failure = JSON.stringify({
      level: 50,
      time,
      msg: 'unhandled error',
      err: { message: 'x', stack: 'Error: x\n    at y' },
    })
    expect(readableLogLine(failure)).toBe('09:05:07 ERROR unhandled error\nError: x\n    at y\n')
  })

  it('passes a line that is not JSON through', () => {
    expect(readableLogLine('plain')).toBe('plain\n')
  })
})
