import { sql } from 'drizzle-orm'
import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Public id: a UUID, serialised as `_id`. */
export const id = () => uuid('id').primaryKey().defaultRandom()

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
}

/** The catalogue's shared columns: display order, switches and the spec's soft delete. */
export const catalogueFlags = {
  order: integer('order').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  isDeleted: boolean('is_deleted').notNull().default(false),
}

export const coverImage = {
  coverImageName: text('cover_image_name'),
  coverImageUrl: text('cover_image_url'),
}
