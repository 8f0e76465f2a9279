import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import underPressure from '@fastify/under-pressure'
import { t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Headers, compression and back-pressure: what every answer gets, whatever route produced it. */
export default fp(
  async function security(app: FastifyInstance, { secureCookies }: { secureCookies: boolean }) {
    await app.register(helmet, {
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
