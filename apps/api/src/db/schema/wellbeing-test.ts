import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
  },
  (t) => [
    index('test_takes_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The statistics page's recommendation share reads the takes of a period (decision 062).
    index('test_takes_created_idx').on(t.createdAt),
  ],
)
