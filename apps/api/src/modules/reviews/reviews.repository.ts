import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { reviews, users } from '../../db/schema/index.ts'
import { containsEveryWord } from '../../lib/search.ts'

export type ReviewRow = typeof reviews.$inferSelect

export type PublicReviewRow = {
  id: string
  userId: string
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
      userId: reviews.userId,
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

/** The member's review, deleted or not (a deleted one still blocks a second). */
export async function findReviewByUser(db: Database, userId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.userId, userId))
  return row
}

export async function findReviewById(db: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id))
  return row
}

/**
 * Inserts the member's review unless they already have one: the unique index on `user_id` settles
 * two concurrent requests, and the loser gets undefined instead of an error.
 */
export async function insertReview(
  db: Database,
  values: { userId: string; rating: number; comment: string },
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.userId })
    .returning()
  return row
}

/** Changes a review that is not deleted; undefined when there is none (or it was deleted meanwhile). */
export async function updateReview(
  db: Database,
  id: string,
  changes: Partial<Pick<ReviewRow, 'rating' | 'comment' | 'status' | 'isDeleted'>>,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set(changes)
    .where(and(eq(reviews.id, id), eq(reviews.isDeleted, false)))
    .returning()
  return row
}

export type AdminReviewRow = ReviewRow & { name: string; lastName: string; email: string }

/** A review as the back office lists and shows it: the row and its author's name and e-mail. */
const adminReviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  status: reviews.status,
  isDeleted: reviews.isDeleted,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
}

/**
 * One page of the reviews not deleted, newest first, optionally only those whose author's name holds
 * every search word; with the count of matches and of all reviews ('N de total').
 */
export async function findAdminReviews(
  db: Database,
  { words, page, pageSize }: { words: string[]; page: number; pageSize: number },
): Promise<{ rows: AdminReviewRow[]; count: number; total: number }> {
  const notDeleted = eq(reviews.isDeleted, false)
  // The author's folded "name lastName", the column the people search uses too: 'lucia' finds 'Lucía'.
  const where = and(notDeleted, ...containsEveryWord(users.searchText, words))
  const [rows, [matched], [all]] = await Promise.all([
    db
      .select(adminReviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    words.length === 0
      ? Promise.resolve([undefined])
      : db
          .select({ value: count() })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where),
    db.select({ value: count() }).from(reviews).where(notDeleted),
  ])
  const total = all?.value ?? 0
  return { rows, count: matched?.value ?? total, total }
}

export async function findAdminReview(db: Database, id: string): Promise<AdminReviewRow | undefined> {
  const [row] = await db
    .select(adminReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
  return row
}
