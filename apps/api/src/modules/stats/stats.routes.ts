import { playtimeReportsSchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireAuth } from '../../plugins/auth.ts'
import { totalPlaytime } from './playtime.repository.ts'
import { recordPlaytime } from './playtime.service.ts'
import { pruneReportIdsInBackground } from './report-id-pruning.ts'

/** Listening time (public spec §7): reports from the players, and the member's total. */
export default async function statsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  pruneReportIdsInBackground(app)

  r.post(
    '/api/stats/audio-playtime',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['stats'],
        summary: 'Report listening time: [{ audioId, seconds, themeId, categoryId, reportId?, position? }]',
        description:
          'Counts only items the member may play now and whose stream URL was issued to them, for no more than has passed since that URL was issued; all reports of a member together count at most the real time since their previous report (capped at 15 minutes per request). A report whose reportId the same member already sent (remembered 30 days) counts nothing, so a retry or an offline queue sent twice counts once; reports without one count as always. Answers an array whose first element has totalSeconds.',
        body: playtimeReportsSchema,
        response: {
          200: z.array(z.object({ totalSeconds: z.number().int(), countedSeconds: z.number().int() })),
        },
      },
    },
    async (request) => [
      await recordPlaytime(
        app.db,
        request.sessionUser as NonNullable<typeof request.sessionUser>,
        request.body,
        new Date(),
        config.timeZone,
      ),
    ],
  )

  r.get(
    '/api/stats/total-playtime',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['stats'],
        summary: 'The signed-in member’s total listening time in seconds',
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), totalSeconds: z.number().int() }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('stats.totalPlaytime'),
      totalSeconds: await totalPlaytime(app.db, request.sessionUser?.id as string),
    }),
  )
}
