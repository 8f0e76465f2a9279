import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, mediaItems, themes } from './catalog.ts'
import { users } from './users.ts'

/**
 * Listening time, per member, item and calendar day in TIME_ZONE, with the item's theme and category when it was
 * counted: the member's total, the review threshold and the statistics screens read these.
 */
export const playtimeDaily = pgTable(
  'playtime_daily',
  {
    /**
     * No foreign key (decision 069): when a member deletes their account, their rows move to a fresh
     * random id that nothing else holds, so the statistics keep their totals and distinct listeners
     * without the person. Account deletion (`account-data/account-deletion.ts`) does it.
     */
    userId: uuid('user_id').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId, t.day] }),
    index('playtime_daily_media_idx').on(t.mediaId, t.day),
    index('playtime_daily_theme_idx').on(t.themeId, t.day),
    index('playtime_daily_category_idx').on(t.categoryId, t.day),
    // The statistics' periods (decision 063): rows are appended day after day, so a period's rows
    // sit together and this index reads only them.
    index('playtime_daily_day_idx').on(t.day),
    check('playtime_daily_seconds_positive', sql`${t.seconds} >= 0`),
  ],
)

/**
 * Listening time per item and calendar day, summed over all members (decision 064): the statistics'
 * "everyone" answers read this, so their cost follows the days of the period and the items heard
 * on them, never the number of members or reports. Kept by the database itself: a row trigger on
 * `playtime_daily` adds each change here in the same transaction (the listening credit, the demo
 * seed, an account's rows going with it), so both always agree. Keyed with the theme and category
 * the member's row was filed under, as `playtime_daily` files it.
 */
export const playtimeItemDaily = pgTable(
  'playtime_item_daily',
  {
    day: date('day').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.mediaId, t.themeId, t.categoryId] }),
    check('playtime_item_daily_seconds_positive', sql`${t.seconds} >= 0`),
  ],
)

/**
 * The same per calendar month (`month` is its first day): a long period reads its whole months
 * here and only the days at its edges from `playtime_item_daily` (decision 064).
 */
export const playtimeItemMonthly = pgTable(
  'playtime_item_monthly',
  {
    month: date('month').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => themes.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.mediaId, t.themeId, t.categoryId] }),
    check('playtime_item_monthly_seconds_positive', sql`${t.seconds} >= 0`),
  ],
)

/**
 * How far each member's listening has been credited: a report counts no more seconds than have
 * really passed since then (so a client cannot inflate its hours, nor play ten items at once).
 */
export const playtimeClocks = pgTable('playtime_clocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creditedUntil: timestamp('credited_until', { withTimezone: true }).notNull(),
})

/** Report ids a client already sent (a retried request counts once). */
export const playtimeReports = pgTable(
  'playtime_reports',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reportId] }),
    index('playtime_reports_created_idx').on(t.createdAt),
  ],
)

/**
 * When a stream URL for an item was last handed to a member (the player's stream-URL call): listening
 * time counts only for an item issued to that member, and never for more than has passed since then.
 */
export const playtimeStreams = pgTable(
  'playtime_streams',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mediaId] })],
)

/**
 * How far into each item each member has been credited (decision 062): the retention curve of the
 * statistics page. A row appears with the first counted report that carries a position (the web
 * player sends it; the mobile apps' reports without one count their seconds and leave this alone),
 * and `furthestSeconds` moves forward by no more than the seconds that report counted, so it obeys
 * the same honesty rules as the listening time. `firstDay` (a calendar day in TIME_ZONE) is when the
 * member started the item: the cohort a period's retention is read from.
 */
export const playbackProgress = pgTable(
  'playback_progress',
  {
    /** No foreign key: anonymised like `playtime_daily` when the account is deleted (decision 069). */
    userId: uuid('user_id').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id),
    firstDay: date('first_day').notNull(),
    furthestSeconds: integer('furthest_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId] }),
    index('playback_progress_media_day_idx').on(t.mediaId, t.firstDay),
    check('playback_progress_furthest_positive', sql`${t.furthestSeconds} >= 0`),
  ],
)

/**
 * The retention curve summed over members, per item and start day (decision 064): how many members
 * who started the item that day have reached 25, 50, 75 % and the end (within 2 s) of its length.
 * Kept by a row trigger on `playback_progress` in the same transaction; when an item's length
 * changes, its rows are counted again from `playback_progress`. The statistics' "everyone" curve
 * reads this, so its cost follows the days of the period, never the number of listeners.
 */
export const playbackRetentionDaily = pgTable(
  'playback_retention_daily',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id),
    firstDay: date('first_day').notNull(),
    started: integer('started').notNull().default(0),
    reached25: integer('reached25').notNull().default(0),
    reached50: integer('reached50').notNull().default(0),
    reached75: integer('reached75').notNull().default(0),
    completed: integer('completed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.firstDay] })],
)

/**
 * Where a member stopped in an item, to offer 'Continuar desde m:ss' on any device (issue 17). Unlike
 * `playback_progress` (the furthest point credited by counted listening, for the staff's retention
 * statistics, which only moves forward), this follows the member: back as well as forward, and gone
 * once the item is finished. Written by the players every few seconds, so it is one row per member
 * and item, upserted.
 */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId] }),
    // 'Continuar escuchando': a member's positions, newest first.
    index('playback_positions_user_updated_idx').on(t.userId, t.updatedAt),
    check(
      'playback_positions_within_duration',
      sql`${t.positionSeconds} >= 0 and ${t.durationSeconds} > 0 and ${t.positionSeconds} <= ${t.durationSeconds}`,
    ),
  ],
)
