import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { reviews, users } from '../../db/schema/index.ts'

export type PublicReviewRow = {
  id: string
  rating: number
  comment: string
  createdAt: Date
  name: string
  lastName: string
}

/** Visible reviews (active, not deleted) whose author is still an active account, newest first. */
export async function findPublicReviews(db: Database, limit: number): Promise<PublicReviewRow[]> {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      name: users.name,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.status, 'active'), eq(reviews.isDeleted, false), eq(users.isActive, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
}
