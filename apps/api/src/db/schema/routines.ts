import { weeklyGoalKindValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns.ts'
import { users } from './users.ts'

// A member's daily routine (issue 31): their zone and habit settings, their reminders, the devices
// that receive push, and the days they rest. Every row goes with the account (cascade).

export const weeklyGoalKind = pgEnum('weekly_goal_kind', weeklyGoalKindValues)

/**
 * The member's own settings: the zone their reminders and rest days are counted in (null: the
 * service's TIME_ZONE), whether Mi progreso, the home and the reminders show the streak, and an
 * optional weekly goal. No row: the defaults (TIME_ZONE, streak shown, no goal).
 */
export const memberSettings = pgTable(
  'member_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IANA zone name, detected from the browser and editable; null: TIME_ZONE. */
    timeZone: text('time_zone'),
    showStreak: boolean('show_streak').notNull().default(true),
    /** Both set or both null. */
    weeklyGoalKind: weeklyGoalKind('weekly_goal_kind'),
    weeklyGoalTarget: integer('weekly_goal_target'),
    ...timestamps,
  },
  (t) => [
    check(
      'member_settings_weekly_goal_whole',
      sql`(${t.weeklyGoalKind} is null) = (${t.weeklyGoalTarget} is null) and coalesce(${t.weeklyGoalTarget}, 1) > 0`,
    ),
  ],
)

/**
 * The member's reminder: which days of the week (ISO, 1 = Monday), at what minute of their day, in
 * their zone (member_settings), and through which channels. `lastSentOn` is the member's local day
 * the last reminder went out: the scheduler claims a reminder by moving it forward in one
 * conditional update, so two instances never send the same day's twice.
 */
export const reminders = pgTable(
  'reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekdays: integer('weekdays').array().notNull(),
    /** Minutes after local midnight (0–1439): 08:00 is 480. */
    minuteOfDay: integer('minute_of_day').notNull(),
    push: boolean('push').notNull().default(false),
    email: boolean('email').notNull().default(false),
    /** The private `.ics` feed's secret; null: no feed. A new one revokes the old. */
    calendarToken: text('calendar_token'),
    lastSentOn: date('last_sent_on'),
    ...timestamps,
  },
  (t) => [
    check('reminders_minute_of_day_range', sql`${t.minuteOfDay} between 0 and 1439`),
    uniqueIndex('reminders_calendar_token_unique')
      .on(t.calendarToken)
      .where(sql`${t.calendarToken} is not null`),
  ],
)

/** A browser or phone that receives the member's push reminders (the Push API's subscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: unique, a subscription belongs to one member. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    // One row per browser: a browser re-subscribing under another member moves to them.
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
  ],
)

/** A day the member marked as rest: it keeps the streak alive and adds nothing to it. */
export const restDays = pgTable(
  'rest_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A calendar day in the member's zone. */
    day: date('day').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
