import { afterAll, describe, expect, it } from 'vitest'
import { buildCheckedApp, createTestApp, productionEnv, testConfig } from '../../test/app.ts'
import { signedInUser } from '../../test/billing.ts'
import { createTestDatabase } from '../../test/database.ts'

const token = 'metricas-de-prueba-0123456789'

/**
 * The Prometheus text format, line by line: comments, or `name{labels} value` (Prometheus reads
 * values as Go floats: NaN and Inf in any case; prom-client writes `Nan`).
 */
const sampleLine =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.]+(e[+-]?[0-9]+)?|[Nn]a[Nn]|[+-][Ii]nf)$/
const commentLine = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/

/** The value of one sample, by its exact name and label text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const { app } = await createTestApp()
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404)
  })
})

describe('a production server with METRICS_TOKEN', async () => {
  const lines: Record<string, unknown>[] = []
  const database = await createTestDatabase()
  // Production: JSON request lines. The mail server (port 9) refuses: mails stay in the outbox.
  const config = await testConfig({ ...productionEnv, METRICS_TOKEN: token, LOG_LEVEL: 'info' })
  const app = await buildCheckedApp({
    config,
    database,
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  })
  await app.ready()
  afterAll(async () => {
    await app.close()
    await database.destroy()
  })
  const scrape = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} })

  it('answers only with the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer otro-token-0123456789-abcd', token, `Basic ${token}`]) {
      const res = await scrape(authorization)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, code: 'metrics.invalidToken' })
    }
    const res = await scrape(`Bearer ${token}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
  })

  it('speaks the Prometheus text format, with event-loop delay, outbox and (PostgreSQL) pool figures', async () => {
    const text = (await scrape(`Bearer ${token}`)).body
    const bad = text
      .split('\n')
      .filter((line) => line !== '' && !sampleLine.test(line) && !commentLine.test(line))
    expect(bad).toEqual([])
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [0-9.e-]+$/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [0-9.e-]+$/m)
    expect(sample(text, 'sosiego_outbox_backlog')).toBeGreaterThanOrEqual(0)
    if (database.driver === 'postgres') {
      expect(sample(text, 'sosiego_db_pool_connections{state="max"}')).toBe(10)
      expect(sample(text, 'sosiego_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
    } else {
      expect(text).not.toContain('sosiego_db_pool_connections')
    }
  })

  it('counts requests and their times by route pattern, never by the URL as sent', async () => {
    const series = 'http_requests_total{method="GET",route="/api/plans/name/:slug",status_code="404"}'
    const before = sample((await scrape(`Bearer ${token}`)).body, series) ?? 0
    await app.inject({ method: 'GET', url: '/api/plans/name/no-existe-1' })
    await app.inject({ method: 'GET', url: '/api/plans/name/no-existe-2?x=1' })
    await app.inject({ method: 'GET', url: '/api/no-hay-tal-ruta' })
    const text = (await scrape(`Bearer ${token}`)).body
    expect(sample(text, series)).toBe(before + 2)
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/plans/name/:slug"}'),
    ).toBeGreaterThanOrEqual(before + 2)
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThan(0)
    expect(text).not.toContain('no-existe')
    expect(text).not.toContain('no-hay-tal-ruta')
  })

  it('counts the outbox backlog: a mail the server could not deliver yet', async () => {
    const before = sample((await scrape(`Bearer ${token}`)).body, 'sosiego_outbox_backlog') ?? 0
    const { user } = await signedInUser(app, database.db)
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password-email',
      payload: { email: user.email },
    })
    expect(res.statusCode).toBe(200)
    expect(sample((await scrape(`Bearer ${token}`)).body, 'sosiego_outbox_backlog')).toBe(before + 1)
  })

  it('logs one JSON line per request with its id, the user when signed in, the status and the time', async () => {
    const { user, client } = await signedInUser(app, database.db)
    const res = await client.get('/api/users/validate-token')
    expect(res.statusCode).toBe(200)
    const line = lines.find((l) => l.msg === 'request completed' && l.reqId === res.headers['x-request-id'])
    expect(line).toMatchObject({
      userId: user.id,
      req: { method: 'GET', url: '/api/users/validate-token' },
      res: { statusCode: 200 },
    })
    expect(typeof line?.responseTime).toBe('number')
    const anonymous = await app.inject({ method: 'GET', url: '/api/plans/list' })
    const other = lines.find(
      (l) => l.msg === 'request completed' && l.reqId === anonymous.headers['x-request-id'],
    )
    expect(other).toMatchObject({ res: { statusCode: 200 } })
    expect(other).not.toHaveProperty('userId')
  })
})
