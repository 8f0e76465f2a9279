import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { AppError } from '../lib/app-error.ts'
import { countBacklog } from '../mail/outbox.repository.ts'
import { matchedRoute, rememberMatchedRoutes } from './matched-route.ts'

/** Requests that matched no route share one label: raw URLs would make a series per scanner probe. */
const unmatched = 'unmatched'

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Prometheus metrics at `GET /api/metrics`, only when METRICS_TOKEN is set (otherwise nothing is
 * measured and the path is a 404), and only for `Authorization: Bearer <token>`: route names and
 * counts describe the service to whoever reads them. Requests are labelled by route pattern
 * (`/api/plans/name/:name`), never by the URL as sent. The registry is the app's own, not
 * prom-client's global one, so several apps in one process (tests) do not collide.
 */
export default fp<{ token: string | undefined }>(
  async function metrics(app: FastifyInstance, { token }) {
    if (!token) return
    const registry = new Registry()
    // Process figures, with the event loop's delay (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: registry })

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Answered HTTP requests, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    })
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to its answer going, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
    new Gauge({
      name: 'sosiego_outbox_backlog',
      help: 'E-mails in the outbox not yet delivered nor given up on.',
      registers: [registry],
      async collect() {
        this.set(await countBacklog(app.db))
      },
    })
    const poolUse = app.database.poolUse
    if (poolUse) {
      new Gauge({
        name: 'sosiego_db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max).',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          for (const [state, value] of Object.entries(poolUse())) this.set({ state }, value)
        },
      })
    }

    rememberMatchedRoutes(app)
    const routeOf = (request: FastifyRequest) => matchedRoute(request) ?? unmatched
    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request)
      requests.inc({ method: request.method, route, status_code: reply.statusCode })
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
    })

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token))
        throw new AppError('metrics.invalidToken', 401)
      reply.header('content-type', registry.contentType)
      return registry.metrics()
    })
  },
  { name: 'metrics', dependencies: ['database'] },
)
