import { z } from 'zod'
import { es } from '../messages/panel.ts'
import { reviewCommentMaxLength, reviewCommentMinLength } from '../rules/review-rules.ts'
import { idSchema, searchQuerySchema } from './common.ts'

/**
 * One review as GET /api/reviews lists it: only the author's name and the initial of the last name
 * (`lastName: 'F.'`), never the e-mail; `listenedHours` backs the 'Oyente verificado' mark.
 */
export const publicReviewSchema = z.object({
  _id: idSchema,
  userId: z.object({ name: z.string(), lastName: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  /** The author's counted listening in whole hours, rounded down. */
  listenedHours: z.number().int().min(0),
})
export type PublicReview = z.infer<typeof publicReviewSchema>

/** GET /api/reviews answers a bare array: the clients expect one (spec §7). */
export const publicReviewListSchema = z.array(publicReviewSchema)

/** How many reviews the public list holds at most. */
export const publicReviewLimit = 30

export const reviewStatusValues = ['active', 'hidden'] as const
export const reviewStatusSchema = z.enum(reviewStatusValues)
export type ReviewStatus = z.infer<typeof reviewStatusSchema>

/** Rating 1 to 5, whole stars (public spec §5). */
export const reviewRatingSchema = z
  .number({ error: es['reviews.ratingInvalid'] })
  .int(es['reviews.ratingInvalid'])
  .min(1, es['reviews.ratingInvalid'])
  .max(5, es['reviews.ratingInvalid'])

/** Required, 50 to 100 characters after trimming (public spec §5); stored and shown as plain text. */
export const reviewCommentSchema = z
  .string({ error: es['reviews.commentRequired'] })
  .trim()
  .min(1, es['reviews.commentRequired'])
  .min(reviewCommentMinLength, es['reviews.commentLength'])
  .max(reviewCommentMaxLength, es['reviews.commentLength'])

/** POST /api/reviews. */
export const createReviewBodySchema = z.object({
  rating: reviewRatingSchema,
  comment: reviewCommentSchema,
})
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>

/**
 * PUT /api/reviews/{id}: the clients send the rating only if numeric and the comment only if a
 * string (public spec §5), so anything else in those fields is ignored, not applied. At least one
 * must remain.
 */
export const updateReviewBodySchema = z
  .object({
    rating: z.preprocess(
      (value) => (typeof value === 'number' ? value : undefined),
      reviewRatingSchema.optional(),
    ),
    comment: z.preprocess(
      (value) => (typeof value === 'string' ? value : undefined),
      reviewCommentSchema.optional(),
    ),
  })
  .refine((body) => body.rating !== undefined || body.comment !== undefined, es['reviews.updateEmpty'])
export type UpdateReviewBody = z.infer<typeof updateReviewBodySchema>

/**
 * The member's own review (GET /api/reviews/me and the answers to their writes). The public spec
 * names its id `id` ('Own review: id, rating…') while the rest of the API says `_id`: both carry the
 * same value, so the mobile apps read whichever they were built against.
 */
export const ownReviewSchema = z.object({
  _id: idSchema,
  id: idSchema,
  rating: z.number().int(),
  comment: z.string(),
  status: reviewStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type OwnReview = z.infer<typeof ownReviewSchema>

/**
 * GET /api/reviews/me: `data` is the review or null; `removed` says staff deleted the member's
 * review, which cannot be written again (decision 055).
 */
export const ownReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ownReviewSchema.nullable(),
  removed: z.boolean(),
})
export type OwnReviewResponse = z.infer<typeof ownReviewResponseSchema>

export const ownReviewWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ownReviewSchema,
})

/** The 403 of a POST before 5 hours of counted listening: the client shows '¡Necesitas más tiempo!'. */
export const needMoreListeningErrorSchema = z.object({
  success: z.literal(false),
  code: z.literal('reviews.needMoreListening'),
  message: z.string(),
  requiredSeconds: z.number().int(),
  listenedSeconds: z.number().int(),
  missingSeconds: z.number().int(),
})

/** The 409 of a second POST: the member's existing review, which the client then updates. */
export const reviewConflictErrorSchema = z.object({
  success: z.literal(false),
  code: z.literal('reviews.alreadyExists'),
  message: z.string(),
  reviewId: idSchema,
})

/** A review in the back office (back-office spec, Reseñas). */
export const adminReviewSchema = z.object({
  _id: idSchema,
  userId: z.object({ _id: idSchema, name: z.string(), lastName: z.string(), email: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  status: reviewStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type AdminReview = z.infer<typeof adminReviewSchema>

export const adminReviewPageSizeMax = 100

/** GET /api/reviews/admin: paged on the server, searched by the author's name. */
export const adminReviewListQuerySchema = z.object({
  search: searchQuerySchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(adminReviewPageSizeMax).default(20),
})
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>

/** `count`: reviews matching the search; `total`: every review not deleted ('N de total'). */
export const adminReviewListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(adminReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  count: z.number().int(),
  total: z.number().int(),
})
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponseSchema>

export const adminReviewStatusBodySchema = z.object({ status: reviewStatusSchema })

export const adminReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminReviewSchema,
})
