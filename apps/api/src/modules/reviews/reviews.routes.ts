import { publicReviewListSchema } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createResponseCache } from '../../lib/response-cache.ts'
import { listPublicReviews } from './reviews.service.ts'

export default async function reviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Every landing page view asks for it: one database read per few seconds, not one per visit.
  const publicList = createResponseCache(async () =>
    publicReviewListSchema.parse(await listPublicReviews(app.db)),
  )

  r.get(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Public reviews: visible ones by active members, newest first (a bare array)',
        response: { 200: publicReviewListSchema },
      },
    },
    (_request, reply) => publicList.send(reply),
  )
}
