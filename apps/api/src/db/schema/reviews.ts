import { reviewStatusValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns.ts'
import { users } from './users.ts'

export const reviewStatus = pgEnum('review_status', reviewStatusValues)

/** A member's review of the service: one per user; staff hide or (softly) delete it. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    status: reviewStatus('status').notNull().default('active'),
    /** The back office deletes softly (back-office spec §3). */
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_user_unique').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // Both lists order by `created_at desc, id desc`, which is DESC NULLS FIRST: an ascending index
    // read backwards gives exactly that (a `desc()` index is NULLS LAST and was never used).
    // The public list: visible reviews, newest first.
    index('reviews_public_list')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'active' and not ${t.isDeleted}`),
    // The back office's pages: reviews not deleted, newest first (50,000 stay quick, decision 055).
    index('reviews_admin_list').on(t.createdAt, t.id).where(sql`not ${t.isDeleted}`),
  ],
)
