import { mediaFileTypeValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import { date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { catalogueFlags, coverImage, id, timestamps } from './columns.ts'

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    ...coverImage,
    ...catalogueFlags,
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
)

export const themes = pgTable(
  'themes',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    ...coverImage,
    ...catalogueFlags,
    ...timestamps,
  },
  (t) => [uniqueIndex('themes_slug_unique').on(t.slug), index('themes_category_idx').on(t.categoryId)],
)

export const mediaFileType = pgEnum('media_file_type', mediaFileTypeValues)

/** Audio and video share one table, told apart by `fileType`, as in the spec. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    fileType: mediaFileType('file_type').notNull().default('audio'),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    audioName: text('audio_name').notNull(),
    audioUrl: text('audio_url').notNull(),
    /**
     * The item's WebVTT (issue 34, decision 120): captions of a video, the timed transcript of an
     * audio; a file of the `subtitulos` folder, or null. `captionsSince`: the calendar day (TIME_ZONE)
     * since which the item has had captions without a break — the statistics count listening from
     * that day on as listening with captions; removing them clears it.
     */
    captionsName: text('captions_name'),
    captionsUrl: text('captions_url'),
    captionsSince: date('captions_since'),
    ...coverImage,
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...catalogueFlags,
    ...timestamps,
  },
  (t) => [index('media_items_theme_idx').on(t.themeId), index('media_items_file_type_idx').on(t.fileType)],
)

export const pdfs = pgTable('pdfs', {
  id: id(),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  fileUrl: text('file_url').notNull(),
  ...coverImage,
  ...catalogueFlags,
  ...timestamps,
})
