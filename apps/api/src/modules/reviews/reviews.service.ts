import {
  type AdminReview,
  type AdminReviewListQuery,
  type CreateReviewBody,
  isBackOfficeRole,
  lastNameInitial,
  listenedHours,
  missingListeningText,
  type OwnReview,
  type PublicReview,
  publicReviewLimit,
  type ReviewStatus,
  reviewMinListeningSeconds,
  searchWords,
  type UpdateReviewBody,
} from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { enforceLimit, HOUR } from '../rate-limit/index.ts'
import { totalPlaytime } from '../stats/index.ts'
import type { UserRow } from '../users/index.ts'
import {
  type AdminReviewRow,
  findAdminReview,
  findAdminReviews,
  findPublicReviews,
  findReviewById,
  findReviewByUser,
  insertReview,
  type ReviewRow,
  updateReview,
} from './reviews.repository.ts'

/** Review writes per member and hour: plenty to fix a typo, too few to flood moderation. */
export const REVIEW_WRITES_PER_HOUR = 10

function toOwnReview(row: ReviewRow): OwnReview {
  return {
    _id: row.id,
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    _id: row.id,
    userId: { _id: row.userId, name: row.name, lastName: row.lastName, email: row.email },
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * The reviews the public site and the apps show: the newest visible ones, a bounded list. The author
 * is the name and the last name's initial, with their counted listening in whole hours (the
 * 'Oyente verificado' mark); nothing else about them leaves the server.
 */
export async function listPublicReviews(db: Database): Promise<PublicReview[]> {
  const rows = await findPublicReviews(db, publicReviewLimit)
  // The stats module's own total, the one the 5-hour rule reads: one definition of "counted".
  const seconds = await Promise.all(rows.map((row) => totalPlaytime(db, row.userId)))
  return rows.map((row, index) => ({
    _id: row.id,
    userId: { name: row.name, lastName: lastNameInitial(row.lastName) },
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    listenedHours: listenedHours(seconds[index] ?? 0),
  }))
}

/** GET /api/reviews/me: the member's review; a deleted one is none, marked as removed. */
export async function getOwnReview(
  db: Database,
  userId: string,
): Promise<{ review: OwnReview | null; removed: boolean }> {
  const row = await findReviewByUser(db, userId)
  if (!row) return { review: null, removed: false }
  if (row.isDeleted) return { review: null, removed: true }
  return { review: toOwnReview(row), removed: false }
}

function limitWrites(db: Database, userId: string) {
  return enforceLimit(db, {
    key: `review-write:${userId}`,
    limit: REVIEW_WRITES_PER_HOUR,
    windowMs: HOUR,
    message: 'reviews.rateLimited',
  })
}

const conflictWith = (existing: ReviewRow) =>
  existing.isDeleted
    ? new AppError('reviews.removed', 409)
    : new AppError('reviews.alreadyExists', 409, {}, { reviewId: existing.id })

/**
 * POST /api/reviews: one review per member, after 5 hours of counted listening (public spec §9). A
 * second review, even from a concurrent request, answers 409 with the existing review's id.
 */
export async function createReview(db: Database, user: UserRow, body: CreateReviewBody): Promise<OwnReview> {
  if (isBackOfficeRole(user.role)) throw new AppError('reviews.staffCannotReview', 403)
  await limitWrites(db, user.id)
  const existing = await findReviewByUser(db, user.id)
  if (existing) throw conflictWith(existing)

  // The server's own total, never a number from the client.
  const listenedSeconds = await totalPlaytime(db, user.id)
  if (listenedSeconds < reviewMinListeningSeconds) {
    throw new AppError(
      'reviews.needMoreListening',
      403,
      { missing: missingListeningText(listenedSeconds) },
      {
        requiredSeconds: reviewMinListeningSeconds,
        listenedSeconds,
        missingSeconds: reviewMinListeningSeconds - listenedSeconds,
      },
    )
  }

  const created = await insertReview(db, { userId: user.id, rating: body.rating, comment: body.comment })
  if (created) return toOwnReview(created)
  // Another request of this member won the unique index between our check and our insert.
  const winner = await findReviewByUser(db, user.id)
  if (!winner) throw new AppError('common.internal', 500)
  throw conflictWith(winner)
}

/**
 * PUT /api/reviews/{id}: the author edits their own; an admin may edit any (back-office spec §7).
 * Anyone else is told there is no such review, so ids of others' reviews reveal nothing. Editing
 * never changes the status: a hidden review stays hidden, a deleted one cannot be edited at all.
 */
export async function updateOwnOrAnyReview(
  db: Database,
  user: UserRow,
  id: string,
  body: UpdateReviewBody,
): Promise<{ review: OwnReview; byStaff: boolean }> {
  const review = await findReviewById(db, id)
  const isAuthor = review?.userId === user.id
  if (!isAuthor && user.role === 'crmUser') throw new AppError('auth.forbidden', 403)
  if (!review || review.isDeleted || (!isAuthor && user.role !== 'admin')) {
    throw new AppError('reviews.notFound', 404)
  }
  if (isAuthor) await limitWrites(db, user.id)
  const changes: { rating?: number; comment?: string } = {}
  if (body.rating !== undefined) changes.rating = body.rating
  if (body.comment !== undefined) changes.comment = body.comment
  const updated = await updateReview(db, id, changes)
  if (!updated) throw new AppError('reviews.notFound', 404)
  return { review: toOwnReview(updated), byStaff: !isAuthor }
}

/** GET /api/reviews/admin: one page, searched by the author's name. */
export async function listAdminReviews(db: Database, query: AdminReviewListQuery) {
  const { rows, count, total } = await findAdminReviews(db, {
    words: searchWords(query.search ?? ''),
    page: query.page,
    pageSize: query.pageSize,
  })
  return { data: rows.map(toAdminReview), page: query.page, pageSize: query.pageSize, count, total }
}

/** PUT /api/reviews/admin/{id}/status: hide or show again; a deleted review stays deleted. */
export async function setReviewStatus(db: Database, id: string, status: ReviewStatus): Promise<AdminReview> {
  if (!(await updateReview(db, id, { status }))) throw new AppError('reviews.notFound', 404)
  return toAdminReview((await findAdminReview(db, id)) as AdminReviewRow)
}

/** DELETE /api/reviews/admin/{id}: soft (back-office spec §3); the author cannot bring it back. */
export async function deleteReview(db: Database, id: string): Promise<void> {
  if (!(await updateReview(db, id, { isDeleted: true }))) throw new AppError('reviews.notFound', 404)
}
