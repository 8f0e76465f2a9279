import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'
import { apiRoute, rememberMatchedRoutes } from './matched-route.ts'

/**
 * The spec's client key pair: when configured, every /api call must carry `x-api-key` and
 * `x-api-secret`. It identifies our own web and mobile clients; it is not a user credential.
 * Probes, the API docs, payment webhooks, the test checkout page and media streams are called by
 * others (or navigated to) and are exempt. Both the check and its exemptions read the matched
 * route's pattern, not the URL as sent (decision 048).
 */
const exempt = [
  /^\/api\/health$/,
  // Prometheus scrapes with the metrics token of its own (METRICS_TOKEN).
  /^\/api\/metrics$/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/[^/]+\/webhook(\/|$)/,
  /^\/api\/media\//,
  // The local provider's checkout page: the browser navigates there, like to Stripe's.
  /^\/api\/payments\/local-checkout\//,
  // The data export link of e-mails sent before issue 27, opened from the mail without the pair: it
  // serves no file, only sends the browser to Configuración › Tu cuenta (decision 098).
  /^\/api\/users\/data-export\/download$/,
  // Reminders (issue 31): calendar apps fetch the private feed, and mail providers post the one-click
  // unsubscribe (RFC 8058); each carries its own secret token.
  /^\/api\/reminders\/(calendar\/:file|unsubscribe)$/,
]

/** Whether a route pattern is called without the client key pair (the OpenAPI document reads it too). */
export const clientKeyExempt = (route: string) => exempt.some((pattern) => pattern.test(route))

/**
 * Compares a header with a configured value in constant time, without a new buffer per request (this
 * runs on every /api call, decision 094): a header of the right byte length is written into one
 * scratch buffer kept for the purpose. Only the length shows in the timing, as with `Buffer.from`.
 */
function constantTimeMatcher(value: string): (received: string | string[] | undefined) => boolean {
  const expected = Buffer.from(value)
  const scratch = Buffer.alloc(expected.length)
  return (received) => {
    if (typeof received !== 'string' || Buffer.byteLength(received) !== expected.length) return false
    // Every byte is overwritten (the lengths are equal), so nothing of an earlier header remains.
    scratch.write(received, 'utf8')
    return timingSafeEqual(scratch, expected)
  }
}

export default fp<{ keys: { key: string; secret: string } | undefined }>(
  async function apiKey(app: FastifyInstance, { keys }) {
    if (!keys) return
    const keyMatches = constantTimeMatcher(keys.key)
    const secretMatches = constantTimeMatcher(keys.secret)
    // Whether a route pattern needs the pair, worked out once per pattern (the routes are a fixed
    // set): this hook runs on every request, and the cached reads are measured against bare Fastify.
    const checked = new Map<string, boolean>()
    const needsKeys = (route: string) => {
      let needs = checked.get(route)
      if (needs === undefined) {
        needs = !clientKeyExempt(route)
        checked.set(route, needs)
      }
      return needs
    }
    rememberMatchedRoutes(app)
    // A callback hook, not an async one: no promise per request.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      const route = apiRoute(request)
      if (route === null || !needsKeys(route)) return done()
      const ok = keyMatches(request.headers['x-api-key']) && secretMatches(request.headers['x-api-secret'])
      done(ok ? undefined : new AppError('auth.invalidApiKey', 401))
    })
  },
  { name: 'api-key' },
)
