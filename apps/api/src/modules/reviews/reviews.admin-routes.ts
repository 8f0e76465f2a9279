import {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  adminReviewStatusBodySchema,
  backOfficeRoles,
  t,
} from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireRole } from '../../plugins/auth.ts'
import { deleteReview, listAdminReviews, setReviewStatus } from './reviews.service.ts'

/**
 * The back office's Reseñas (back-office spec): crmUser reads, admin moderates (decision 055).
 * `onChange` drops the public list's cached answer on every instance.
 */
export default async function reviewsAdminRoutes(
  app: FastifyInstance,
  { onChange }: { onChange: () => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/reviews/admin',
    {
      onRequest: requireRole(...backOfficeRoles),
      schema: {
        tags: ['reviews'],
        summary: 'Reviews not deleted, newest first, one page at a time, searched by the author’s name',
        description: '`count`: reviews matching the search; `total`: every review not deleted.',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: t('reviews.listed'),
      ...(await listAdminReviews(app.db, request.query)),
    }),
  )

  r.put(
    '/api/reviews/admin/:id/status',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review from the public list or show it again (admin)',
        params: z.object({ id: z.uuid() }),
        body: adminReviewStatusBodySchema,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => {
      const review = await setReviewStatus(app.db, request.params.id, request.body.status)
      await onChange()
      return { success: true as const, message: t('reviews.statusUpdated'), data: review }
    },
  )

  r.delete(
    '/api/reviews/admin/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review, softly (admin): it leaves every list and cannot be edited back',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await deleteReview(app.db, request.params.id)
      await onChange()
      return { success: true as const, message: t('reviews.deleted') }
    },
  )
}
