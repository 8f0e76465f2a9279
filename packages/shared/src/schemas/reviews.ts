import { z } from 'zod'
import { idSchema } from './common.ts'

/** One review as GET /api/reviews lists it: only the author's names, never the e-mail. */
export const publicReviewSchema = z.object({
  _id: idSchema,
  userId: z.object({ name: z.string(), lastName: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
})
export type PublicReview = z.infer<typeof publicReviewSchema>

/** GET /api/reviews answers a bare array: the clients expect one (spec §7). */
export const publicReviewListSchema = z.array(publicReviewSchema)

/** How many reviews the public list holds at most. */
export const publicReviewLimit = 30
