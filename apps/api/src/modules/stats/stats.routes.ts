import { t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { requireAuth } from '../../plugins/auth.ts'
import { recordPlaytime, totalPlaytime } from './playtime.service.ts'

const reportSchema = z.object({
  audioId: z.uuid(),
  seconds: z.number().min(0).max(86_400),
  /** Sent by the clients; the server uses the item's own theme and category. */
  themeId: z.string().max(100).optional(),
  categoryId: z.string().max(100).optional(),
  reportId: z.uuid().optional(),
  /** Beyond the spec (decision 062): where the player stood, seconds into the item. */
  position: z.number().min(0).max(86_400).optional(),
})

/** Listening time (public spec §7): reports from the players, and the member's total. */
export default async function statsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/stats/audio-playtime',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['stats'],
        summary: 'Report listening time: [{ audioId, seconds, themeId, categoryId, reportId?, position? }]',
        description:
          'Counts only items the member may play now and whose stream URL was issued to them, for no more than has passed since that URL was issued; all reports of a member together count at most the real time since their previous report (capped at 15 minutes per request), each reportId once. Answers an array whose first element has totalSeconds.',
        body: z.array(reportSchema).min(1).max(50, t('stats.tooManyReports')),
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
