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

/**
 * Google Tag Manager's origins, allowed only when the operator configured a container (GTM_ID).
 * The page injects the script itself, after the visitor consents to analytics.
 */
const tagManagerScripts = ['https://www.googletagmanager.com']
const tagManagerConnections = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
const tagManagerImages = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']

interface SecurityOptions {
  secureCookies: boolean
  /** A tag-manager container is configured: its origins join the CSP. */
  tagManager?: boolean
  /** Answer 503 while the event loop lags more than this (ms); 0 turns the guard off. */
  eventLoopGuardMs: number
}

/** Headers, compression and back-pressure: what every answer gets, whatever route produced it. */
export default fp(
  async function security(
    app: FastifyInstance,
    { secureCookies, tagManager = false, eventLoopGuardMs }: SecurityOptions,
  ) {
    const extra = (origins: string[]) => (tagManager ? origins : [])
    const headers = securityHeaders({
      // The SPA is built with no inline script; media and images are ours or local blobs.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra(tagManagerScripts)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...extra(tagManagerImages)],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", ...extra(tagManagerConnections)],
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
      maxEventLoopDelay: eventLoopGuardMs,
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
