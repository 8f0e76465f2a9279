import {
  createReviewBodySchema,
  errorResponseSchema,
  needMoreListeningErrorSchema,
  ownReviewResponseSchema,
  ownReviewWriteResponseSchema,
  publicReviewListSchema,
  reviewConflictErrorSchema,
  t,
  updateReviewBodySchema,
} from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createResponseCache } from '../../lib/response-cache.ts'
import { requireAuth } from '../../plugins/auth.ts'
import type { UserRow } from '../users/index.ts'
import reviewsAdminRoutes from './reviews.admin-routes.ts'
import { createReview, getOwnReview, listPublicReviews, updateOwnOrAnyReview } from './reviews.service.ts'

/** Every instance on the database drops its cached public list when this is notified. */
export const REVIEWS_CHANGED_CHANNEL = 'reviews_changed'

/** Reviews (public spec §7): the public list, the member's own review and its writes. */
export default async function reviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Every landing page view asks for it: one database read per few seconds, not one per visit.
  const publicList = createResponseCache(async () =>
    publicReviewListSchema.parse(await listPublicReviews(app.db)),
  )
  // A write anywhere shows at once everywhere (decision 056): this instance drops its copy before
  // answering, the others when PostgreSQL's NOTIFY reaches them; the 5 s expiry stays as a backstop.
  const stopListening = await app.database.listen(REVIEWS_CHANGED_CHANNEL, () => publicList.invalidate())
  app.addHook('onClose', async () => {
    // A database already closed has nothing left to stop.
    await stopListening().catch(() => {})
  })
  const changed = async () => {
    publicList.invalidate()
    await app.database.notify(REVIEWS_CHANGED_CHANNEL)
  }
  const sessionUser = (request: { sessionUser: Readonly<UserRow> | null }) => request.sessionUser as UserRow

  r.get(
    '/api/reviews',
    {
      // Always a prepared body in the coding the client accepts (sendPrepared): nothing for
      // @fastify/compress to do, so its hooks are left off this route (decision 096).
      compress: false,
      schema: {
        tags: ['reviews'],
        summary: 'Public reviews: visible ones by active members, newest first (a bare array)',
        description:
          'The author is `userId { name, lastName }` with only the initial of the last name; `listenedHours` is their counted listening in whole hours.',
        response: { 200: publicReviewListSchema },
      },
    },
    (_request, reply) => publicList.send(reply),
  )

  r.get(
    '/api/reviews/me',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['reviews'],
        summary: 'The signed-in member’s review, or data: null (removed: true when staff deleted it)',
        response: { 200: ownReviewResponseSchema },
      },
    },
    async (request) => {
      const { review, removed } = await getOwnReview(app.db, sessionUser(request).id)
      return {
        success: true as const,
        message: t(review ? 'reviews.found' : removed ? 'reviews.removed' : 'reviews.none'),
        data: review,
        removed,
      }
    },
  )

  r.post(
    '/api/reviews',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['reviews'],
        summary: 'Leave the member’s one review: rating 1-5, comment 50-100 characters',
        description:
          'Needs 18,000 s of counted listening, else 403 `reviews.needMoreListening` with `requiredSeconds`, `listenedSeconds` and `missingSeconds`. A second review answers 409 `reviews.alreadyExists` with `reviewId` (update it instead). Rate limited per member.',
        body: createReviewBodySchema,
        response: {
          201: ownReviewWriteResponseSchema,
          // The refusals that carry fields of their own beside the envelope.
          403: z.union([needMoreListeningErrorSchema, errorResponseSchema]),
          409: z.union([reviewConflictErrorSchema, errorResponseSchema]),
        },
      },
      config: { alsoAnswers: [429] },
    },
    async (request, reply) => {
      const review = await createReview(app.db, sessionUser(request), request.body)
      await changed()
      return reply.status(201).send({ success: true as const, message: t('reviews.created'), data: review })
    },
  )

  r.put(
    '/api/reviews/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['reviews'],
        summary: 'Edit a review: the author their own, an admin any; { rating?, comment? }',
        description:
          'Only a numeric rating and a string comment are applied. The status never changes here; a deleted review answers 404.',
        params: z.object({ id: z.uuid() }),
        body: updateReviewBodySchema,
        response: { 200: ownReviewWriteResponseSchema },
      },
      config: { alsoAnswers: [429] },
    },
    async (request) => {
      const { review } = await updateOwnOrAnyReview(
        app.db,
        sessionUser(request),
        request.params.id,
        request.body,
      )
      await changed()
      return { success: true as const, message: t('reviews.updated'), data: review }
    },
  )

  await app.register(reviewsAdminRoutes, { onChange: changed })
}
