import { programLevelValues, programPaceValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, mediaItems } from './catalog.ts'
import { catalogueFlags, coverImage, id, timestamps } from './columns.ts'
import { users } from './users.ts'

export const programLevel = pgEnum('program_level', programLevelValues)
export const programPace = pgEnum('program_pace', programPaceValues)

/**
 * A program (issue 30): an ordered series of existing audios and videos with its own title, cover,
 * category, level and pace. Its themes are its steps' themes, so they can never disagree.
 */
export const programs = pgTable(
  'programs',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    level: programLevel('level').notNull().default('inicial'),
    /** `daily`: the next step opens at midnight in TIME_ZONE after the previous one is done; `free`: any order. */
    pace: programPace('pace').notNull().default('daily'),
    ...coverImage,
    ...catalogueFlags,
    ...timestamps,
  },
  (t) => [uniqueIndex('programs_slug_unique').on(t.slug)],
)

/** A program's steps, in order: each an item of the catalogue, at most once per program. */
export const programSteps = pgTable(
  'program_steps',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    /** 1, 2, 3…: the step's number as the member sees it. */
    position: integer('position').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.position] }),
    uniqueIndex('program_steps_program_media_unique').on(t.programId, t.mediaId),
    // Which programs hold an item: a listening report finds the enrolments it may complete.
    index('program_steps_media_idx').on(t.mediaId),
    check('program_steps_position_positive', sql`${t.position} >= 1`),
  ],
)

/** A member's run through a program: started once; the steps done are derived from the listening ledger. */
export const programEnrolments = pgTable(
  'program_enrolments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The calendar day in TIME_ZONE it was started on: listening counts from this day. */
    startedOn: date('started_on').notNull(),
    /** The day the last step was done; null while in progress. */
    completedOn: date('completed_on'),
  },
  (t) => [
    uniqueIndex('program_enrolments_user_program_unique').on(t.userId, t.programId),
    // The statistics: a program's runs by start day.
    index('program_enrolments_program_started_idx').on(t.programId, t.startedOn),
  ],
)

/** The steps a run has done and the day each was done on (kept by the server from counted listening). */
export const programStepCompletions = pgTable(
  'program_step_completions',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => programEnrolments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    completedOn: date('completed_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.position] })],
)

/** After a step: '¿Cómo te sientes ahora?', a 1–5 mood and an optional note, private to the member. */
export const programReflections = pgTable(
  'program_reflections',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => programEnrolments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mood: integer('mood').notNull(),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.enrolmentId, t.position] }),
    check('program_reflections_mood_range', sql`${t.mood} between 1 and 5`),
  ],
)

/** 'Tu meditación de hoy' planned by staff: one item per calendar day in TIME_ZONE. */
export const dailyPicks = pgTable('daily_picks', {
  day: date('day').primaryKey(),
  mediaId: uuid('media_id')
    .notNull()
    .references(() => mediaItems.id),
  /** The staff member who planned it (null once their account is gone). */
  plannedBy: uuid('planned_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
})
