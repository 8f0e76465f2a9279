import { favouriteChangeResponseSchema, favouriteListResponseSchema, t } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireMember } from '../../plugins/auth.ts'
import { addFavourite, listFavourites, removeFavourite } from './favourites.service.ts'

const params = z.object({ mediaId: z.uuid(t('favourites.invalidId')) })

/**
 * The member's favourite audios and videos (issue 17, decision 068): list, mark, unmark, each only
 * the caller's own. Mark and unmark are PUT and DELETE on the item, so repeating one is harmless.
 */
export default async function favouritesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const userOf = (request: { sessionUser?: { id: string } | null }) => request.sessionUser?.id as string

  r.get(
    '/api/favorites',
    {
      onRequest: requireMember,
      schema: {
        tags: ['favourites'],
        summary: 'The signed-in member’s favourites the catalogue shows, newest first',
        response: { 200: favouriteListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('favourites.listed'),
      data: await listFavourites(app.db, userOf(request)),
    }),
  )

  r.put(
    '/api/favorites/:mediaId',
    {
      onRequest: requireMember,
      schema: {
        tags: ['favourites'],
        summary: 'Mark an audio or video the member’s catalogue shows as a favourite (idempotent)',
        params,
        response: { 200: favouriteChangeResponseSchema },
      },
    },
    async (request) => {
      await addFavourite(app.db, userOf(request), request.params.mediaId)
      return {
        success: true as const,
        message: t('favourites.added'),
        mediaId: request.params.mediaId,
        favourite: true,
      }
    },
  )

  r.delete(
    '/api/favorites/:mediaId',
    {
      onRequest: requireMember,
      schema: {
        tags: ['favourites'],
        summary: 'Unmark a favourite (idempotent: unmarking what is not marked succeeds)',
        params,
        response: { 200: favouriteChangeResponseSchema },
      },
    },
    async (request) => {
      await removeFavourite(app.db, userOf(request), request.params.mediaId)
      return {
        success: true as const,
        message: t('favourites.removed'),
        mediaId: request.params.mediaId,
        favourite: false,
      }
    },
  )
}
