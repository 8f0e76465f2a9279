import type { IncomingMessage, ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import underPressure from '@fastify/under-pressure'
import { t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's headers, worked out once. Helmet rebuilds them (the CSP string included) on every
 * request; ours never change while the server runs, so each answer just copies them.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {})
  return headers
}

/** Headers, compression and back-pressure: what every answer gets, whatever route produced it. */
export default fp(
  async function security(app: FastifyInstance, { secureCookies }: { secureCookies: boolean }) {
    const headers = securityHeaders({
      // The SPA is built with no inline script; media and images are ours or local blobs.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: secureCookies,
      crossOriginEmbedderPolicy: false,
    })
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
    await app.register(compress, { threshold: 1024 })
    await app.register(underPressure, {
      maxEventLoopDelay: 1000,
      maxHeapUsedBytes: 0,
      maxRssBytes: 0,
      pressureHandler: (_request, reply) => {
        reply
          .status(503)
          .header('retry-after', '10')
          .send({
            success: false,
            message: t('common.serviceUnavailable'),
            code: 'common.serviceUnavailable',
          })
      },
    })
  },
  { name: 'security' },
)
