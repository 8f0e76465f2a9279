import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Where a request keeps its route pattern once read: undefined until then, null for no route. */
const pattern = Symbol('matchedRoutePattern')
type Remembered = { [pattern]?: string | null }

/**
 * Gives every request a slot for its pattern (a property Fastify creates with the request, so reading
 * and writing it keeps the request's shape). Each plugin that reads the pattern calls this; the first
 * call declares the slot.
 */
export function rememberMatchedRoutes(app: FastifyInstance) {
  if (!app.hasRequestDecorator(pattern as unknown as string))
    app.decorateRequest(pattern as unknown as string, undefined)
}

/**
 * The pattern of the route the router matched for this request (`/api/users/logout`,
 * `/api/payments/local-checkout/:sessionId/pay`), or null when none did (the not-found handler).
 *
 * Security checks that apply to "the API" decide on this, never on `request.url`: the router
 * percent-decodes and the URL can be spelled many ways (`/%61pi/…`), so a string test on the raw
 * URL can miss a request that still reaches an `/api` handler. The pattern is our own code's
 * string, one spelling per route.
 *
 * Read once per request and kept on it: `request.routeOptions` builds a new object of a dozen fields
 * at each reading, and the header hook, the key pair check, the cross-site check and the metrics
 * each want the pattern (decision 094). Whichever asks first reads it, so the hooks' order does not
 * matter.
 */
export function matchedRoute(request: FastifyRequest): string | null {
  const remembered = (request as Remembered)[pattern]
  if (remembered !== undefined) return remembered
  const url = request.routeOptions.url ?? null
  ;(request as Remembered)[pattern] = url
  return url
}

/** A matched route under `/api`, with its pattern; null for every other request. */
export function apiRoute(request: FastifyRequest): string | null {
  const route = matchedRoute(request)
  return route !== null && (route === '/api' || route.startsWith('/api/')) ? route : null
}
