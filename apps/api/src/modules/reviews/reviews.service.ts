import { type PublicReview, publicReviewLimit } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { findPublicReviews, type PublicReviewRow } from './reviews.repository.ts'

function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    _id: row.id,
    userId: { name: row.name, lastName: row.lastName },
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The reviews the public site and the apps show: the newest visible ones, a bounded list. */
export async function listPublicReviews(db: Database): Promise<PublicReview[]> {
  return (await findPublicReviews(db, publicReviewLimit)).map(toPublicReview)
}
