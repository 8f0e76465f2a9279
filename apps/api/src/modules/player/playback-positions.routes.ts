import {
  isBackOfficeRole,
  isResumable,
  playbackPositionsLimit,
  playbackPositionsResponseSchema,
  savePositionBodySchema,
  t,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { requireVerified } from '../../plugins/auth.ts'
import { answersWith } from '../../plugins/route-answers.ts'
import { deletePosition, listPositions, upsertPosition } from './playback-positions.repository.ts'

/** Members only: staff preview items, and a preview leaves nothing to resume. */
async function requireMember(request: FastifyRequest) {
  await requireVerified(request)
  if (isBackOfficeRole(request.sessionUser?.role ?? '')) throw new AppError('player.membersOnly', 403)
}
answersWith(requireMember, 401, 403)

const okSchema = z.object({ success: z.literal(true), message: z.string() })

/**
 * Resume positions (issue 17, decision 065): each member reads and writes only their own, by the
 * session, never by an id in the request. Saving is one statement; a position not worth resuming
 * (the first seconds, the last ten) removes the saved one, so a finished item leaves every device's
 * 'Continuar escuchando'.
 */
export default async function playbackPositionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/player/positions',
    {
      onRequest: requireMember,
      schema: {
        tags: ['player'],
        summary: 'The signed-in member’s resume positions, newest first',
        response: { 200: playbackPositionsResponseSchema },
      },
    },
    async (request) => {
      const rows = await listPositions(app.db, request.sessionUser?.id as string, playbackPositionsLimit)
      return {
        success: true as const,
        message: t('player.positionsListed'),
        data: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
      }
    },
  )

  r.put(
    '/api/player/positions/:mediaId',
    {
      onRequest: requireMember,
      schema: {
        tags: ['player'],
        summary: 'Save where the signed-in member stands in an item (whole seconds)',
        description:
          'A position in the first 5 seconds or the last 10 removes the saved one (nothing to resume). 404 for an item that does not exist.',
        params: z.object({ mediaId: z.string() }),
        body: savePositionBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const userId = request.sessionUser?.id as string
      const mediaId = z.uuid().safeParse(request.params.mediaId)
      if (!mediaId.success) throw new AppError('catalog.notFound', 404)
      const { positionSeconds, durationSeconds } = request.body
      const key = { userId, mediaId: mediaId.data }
      if (!isResumable(positionSeconds, durationSeconds)) await deletePosition(app.db, key)
      else if (!(await upsertPosition(app.db, { ...key, positionSeconds, durationSeconds })))
        throw new AppError('catalog.notFound', 404)
      return { success: true as const, message: t('player.positionSaved') }
    },
  )
}
