import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from './columns.ts'

/**
 * Every take of the wellbeing test (issue 5): the user's `testHistory`. The newest take is the
 * current result, so `tookTest` is "has a take". The result keeps slugs, not ids: the scoring and the
 * catalogue map speak slugs, and names and ids are read from the catalogue when answering.
 */
export const testTakes = pgTable(
  'test_takes',
  {
    id: id(),
    /**
     * No foreign key (decision 069): a deleted member's takes lose their answers and move to the same
     * random id as their listening, so the recommendation share keeps its totals without the person.
     */
    userId: uuid('user_id').notNull(),
    /** Question id (p1..p10) → option id; null when a mobile app sent only the result. */
    answers: jsonb('answers').$type<Record<string, string>>(),
    categorySlug: text('category_slug').notNull(),
    themeSlugs: text('theme_slugs').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The calendar day of `createdAt` in TIME_ZONE, the day `playtime_daily` files listening on. */
    day: date('day').notNull(),
    /**
     * Whether the member played one of this take's themes (a `playtime_daily` row filed under it) on
     * the take's day or the 7 days after (decision 095). Kept by the database: triggers on
     * `playtime_daily` and on this table (migration 0024), never written by the service.
     */
    recommendationPlayed: boolean('recommendation_played').notNull().default(false),
  },
  (t) => [
    index('test_takes_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The statistics page's recommendation share reads the takes of a period (decisions 062, 095):
    // the migration builds it `include (user_id, recommendation_played)`, so the share is one
    // index-only range scan (Drizzle's builder has no `include`).
    index('test_takes_created_idx').on(t.createdAt),
  ],
)
