import { STATUS_CODES } from 'node:http'
import { errorResponseSchema } from '@sosiego/shared'
import type { RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { clientKeyExempt } from './api-key.ts'
import { crossSiteExempt } from './auth.ts'
import { type AnswerStatus, hooksAnswers } from './route-answers.ts'

/**
 * The error answers of every route in the OpenAPI document (decision 099), derived from what the
 * route declares, so that a client generated from the document knows every `{ success: false,
 * message, code }` it can receive, not only the success. Only the document changes: answers are
 * sent as before (the error plugin writes them), and the API suite holds them to the document
 * (test/answer-contract.ts).
 */

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]
type RouteSchema = NonNullable<TransformInput['schema']> & { response?: Record<string, unknown> }

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What each status means in this API, as the document's response description. */
const meaning: Partial<Record<number, string>> = {
  400: 'Invalid request: a field (`errors` names each one), the JSON, or a rule of the call',
  401: 'Not signed in (or the session ended), or the client key pair is missing or wrong',
  403: 'Not allowed: role, unverified address, no plan, or a cross-site write',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'Not a JSON body',
  429: 'Too many attempts: try again later',
  500: 'Unexpected error: `requestId` identifies it',
  502: 'The payment provider failed',
  503: 'Temporarily unavailable (database, overload or a provider): see Retry-After',
}

/**
 * Every status a route can answer besides its declared successes: the error plugin's 500, the
 * overload guard's and the database's 503; the client key pair's 401 on /api; validation's 400
 * where the route reads params, a query or a body; on writes, the JSON parser's 400 and 413, and
 * the cross-site check's 403 and 415; a 404 where the path names something; what its hooks refuse
 * with (401, 403); and what the route itself names in `config.alsoAnswers`.
 */
export function routeAnswers(route: Pick<RouteOptions, 'url' | 'method' | 'schema' | 'config'> & object) {
  const statuses = new Set<AnswerStatus>([500, 503])
  const url = route.url
  const api = url === '/api' || url.startsWith('/api/')
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  const schema = (route.schema ?? {}) as RouteSchema
  if (api && !clientKeyExempt(url)) statuses.add(401)
  if (schema.params || schema.querystring || schema.body || schema.headers) statuses.add(400)
  if (methods.some((method) => UNSAFE_METHODS.has(method))) {
    for (const status of [400, 413, 415] as const) statuses.add(status)
    if (api && !crossSiteExempt.test(url)) statuses.add(403)
  }
  if (/[:*]/.test(url)) statuses.add(404)
  const hooks = route as unknown as Record<string, unknown>
  for (const hook of ['onRequest', 'preParsing', 'preValidation', 'preHandler'])
    for (const status of hooksAnswers(hooks[hook])) statuses.add(status)
  const config = route.config as { alsoAnswers?: readonly AnswerStatus[] } | undefined
  for (const status of config?.alsoAnswers ?? []) statuses.add(status)
  return [...statuses].sort((a, b) => a - b)
}

/**
 * The swagger transform: the route's own schemas as `jsonSchemaTransform` writes them, plus the
 * error envelope (the `ErrorResponse` component) under each error status the route can give that it
 * does not describe itself, and a bodiless entry for its other statuses (206, 302, 304).
 */
export function documentRoute(input: TransformInput) {
  const schema = (input.schema ?? {}) as RouteSchema
  if (schema.hide) return jsonSchemaTransform(input)
  const declared = schema.response ?? {}
  const statuses = routeAnswers(input.route as RouteOptions).filter((status) => !(status in declared))
  const response: Record<string, unknown> = { ...declared }
  for (const status of statuses) if (status >= 400) response[status] = errorResponseSchema
  const transformed = jsonSchemaTransform({ ...input, schema: { ...schema, response } })
  const documented = transformed.schema.response as Record<string, Record<string, unknown>>
  for (const status of statuses) {
    if (status >= 400)
      documented[status] = { ...documented[status], description: meaning[status] ?? STATUS_CODES[status] }
    else documented[status] = { type: 'null', description: STATUS_CODES[status] }
  }
  // A route that declares and names no success of its own still answers one (a file, a CSV): as
  // swagger says when nothing is declared, without a body schema. One that names a 206 or a 302
  // names its 200 too, if it gives one.
  if (!Object.keys(documented).some((status) => Number(status) < 400))
    documented[200] = { type: 'null', description: 'Default Response' }
  return transformed
}
