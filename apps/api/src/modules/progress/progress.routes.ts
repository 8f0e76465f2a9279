import { progressResponseSchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { requireMember } from '../../plugins/auth.ts'
import { progressOf } from './progress.service.ts'

/** Mi progreso (issue 17): the signed-in member's own listening, in one call. */
export default async function progressRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/progress',
    {
      onRequest: requireMember,
      schema: {
        tags: ['progress'],
        summary:
          'The signed-in member’s progress: minutes, sessions completed, favourites, streaks, 12-week calendar',
        description:
          'Only the caller’s own data. Days are calendar days in the service’s TIME_ZONE; a day counts towards a streak with at least 5 minutes of counted listening.',
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('progress.loaded'),
      data: await progressOf(app.db, request.sessionUser?.id as string, new Date(), config.timeZone),
    }),
  )
}
