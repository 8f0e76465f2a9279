import { t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createHealthCheck } from './health.check.ts'

export default async function healthRoutes(app: FastifyInstance) {
  const databaseAnswers = createHealthCheck({ ping: (timeoutMs) => app.database.ping(timeoutMs) })
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer (checked at most once a second)',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({
            status: z.literal('unavailable'),
            success: z.literal(false),
            message: z.string(),
            code: z.string(),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers()) return { status: 'ok' as const }
      return reply.status(503).send({
        status: 'unavailable' as const,
        success: false as const,
        message: t('health.databaseDown'),
        code: 'health.databaseDown',
      })
    },
  )
}
