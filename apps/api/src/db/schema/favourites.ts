import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { mediaItems } from './catalog.ts'
import { users } from './users.ts'

/**
 * The audios and videos a member marked as favourites (issue 17, decision 068). One row per member
 * and item, so marking twice is the same as once; the member's rows go with the account.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId] }),
    // The member's list, newest first.
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
)
