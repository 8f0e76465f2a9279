import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { type MessageKey, t } from '@sosiego/shared'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { AppError } from '../lib/app-error.ts'

/**
 * Seconds a client is told to wait when the database is out of reach: the pool opens a new
 * connection on the next request, so a restarted PostgreSQL serves again within seconds.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** Fastify's own client errors, answered with our sentence instead of its English one. */
const clientErrorsByCode: Partial<Record<string, MessageKey>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.invalidJson',
}
const clientErrorsByStatus: Partial<Record<number, MessageKey>> = {
  404: 'common.notFound',
  413: 'common.payloadTooLarge',
  415: 'common.unsupportedMediaType',
  429: 'common.rateLimited',
}

function send(reply: FastifyReply, statusCode: number, code: string, message: string, extra = {}) {
  return reply.status(statusCode).send({ success: false, message, code, ...extra })
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A dependency out of reach (the file store, the payment provider): worth a line with its cause.
        if (error.statusCode >= 500)
          request.log.warn(
            { code: error.code, reason: error.cause instanceof Error ? error.cause.message : undefined },
            'dependency unavailable',
          )
        return send(reply, error.statusCode, error.code, t(error.code, error.values), error.details)
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? t('common.validation'),
        }))
        return send(reply, 400, 'common.validation', errors[0]?.message ?? t('common.validation'), { errors })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const key = clientErrorsByCode[error.code] ?? clientErrorsByStatus[status] ?? 'common.validation'
        return send(reply, status, key, t(key))
      }

      // A database restart or network cut is not our bug and not permanent: say when to try again
      // (decision 079), and log one line without the stack.
      if (isDatabaseUnavailable(error)) {
        // The driver's own words: Drizzle's wrapper would log the query's parameters.
        let cause: unknown = error
        while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause
        request.log.warn({ reason: (cause as Error).message }, 'database unavailable')
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        return send(reply, 503, 'common.databaseUnavailable', t('common.databaseUnavailable'))
      }

      // Anything else is ours to fix: log it whole, answer without details.
      request.log.error({ err: error }, 'unhandled error')
      return send(reply, 500, 'common.internal', t('common.internal'), { requestId: request.id })
    })
  },
  { name: 'errors' },
)

/**
 * What Node's HTTP parser refuses before Fastify has a request (a request line or headers past its
 * 16 KB, a malformed request, a timeout), answered in our envelope and in Spanish instead of
 * Fastify's English default ('Exceeded maximum allowed HTTP header size'). The socket is then closed,
 * as Fastify's own handler does.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'common.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'common.requestTimeout']
        : [400, 'common.badRequest']
  const body = JSON.stringify({ success: false, message: t(code), code })
  this.log.trace({ err: error }, `client error ${status}`)
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  socket.destroy(error)
}
