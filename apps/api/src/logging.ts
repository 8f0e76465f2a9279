import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'

/** A proxy's request id is kept only when it is a short, plain token: anything else could forge log lines. */
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/

/** The request's id: the client's `x-request-id` when it is a safe token, a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id']
  return typeof header === 'string' && safeRequestId.test(header) ? header : randomUUID()
}

/**
 * A URL as the logs show it: the path, and the query's parameter names without their values.
 * Pages and calls carry one-time secrets there (`/reset-password?token=…`, Google's `code` and
 * `state`, signed media URLs), and a log is read by more people, and kept longer, than the database.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?')
  if (queryAt === -1) return url
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=…`)
  return `${url.slice(0, queryAt)}?${names.join('&')}`
}

/** Fastify's logger settings: secrets in headers redacted, query values left out of every request line. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-secret"]'],
    serializers: {
      // Fastify's own request serializer, with the URL as above.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  }
}
