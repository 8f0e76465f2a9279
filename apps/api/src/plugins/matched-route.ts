import type { FastifyRequest } from 'fastify'

/**
 * The pattern of the route the router matched for this request (`/api/users/logout`,
 * `/api/payments/local-checkout/:sessionId/pay`), or null when none did (the not-found handler).
 *
 * Security checks that apply to "the API" decide on this, never on `request.url`: the router
 * percent-decodes and the URL can be spelled many ways (`/%61pi/…`), so a string test on the raw
 * URL can miss a request that still reaches an `/api` handler. The pattern is our own code's
 * string, one spelling per route.
 */
export function matchedRoute(request: FastifyRequest): string | null {
  return request.routeOptions.url ?? null
}

/** A matched route under `/api`, with its pattern; null for every other request. */
export function apiRoute(request: FastifyRequest): string | null {
  const pattern = matchedRoute(request)
  return pattern !== null && (pattern === '/api' || pattern.startsWith('/api/')) ? pattern : null
}
