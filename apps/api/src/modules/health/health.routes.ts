import { t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
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
      if (await app.database.ping()) return { status: 'ok' as const }
      return reply.status(503).send({
        status: 'unavailable' as const,
        success: false as const,
        message: t('health.databaseDown'),
        code: 'health.databaseDown',
      })
    },
  )
}
