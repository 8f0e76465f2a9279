import { z } from 'zod'
import { es } from '../messages/common.ts'
import { categoryRefSchema, coverImageInputSchema, mediaFileTypeSchema, mediaItemSchema } from './catalog.ts'
import { coverImageSchema, idSchema } from './common.ts'

// Programs, today's meditation and the calendar (issue 30). Days are calendar days in the
// service's TIME_ZONE, as YYYY-MM-DD.

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const programLevelValues = ['inicial', 'intermedio', 'avanzado'] as const
export const programLevelSchema = z.enum(programLevelValues)
export type ProgramLevel = z.infer<typeof programLevelSchema>

/** `daily`: the next step opens at midnight (TIME_ZONE) after the previous one is done; `free`: any order. */
export const programPaceValues = ['daily', 'free'] as const
export const programPaceSchema = z.enum(programPaceValues)
export type ProgramPace = z.infer<typeof programPaceSchema>

/** A step is done when the server's counted listening of its item reaches this share of its duration. */
export const stepDoneShare = 0.9

/**
 * Whether the member may follow a program: `open`; `fullPlan` (a mini member, some step outside
 * their two themes: 'Incluido en el plan Full' with 'Mejorar plan'); `noPlan` (no plan in force).
 */
export const programAccessValues = ['open', 'fullPlan', 'noPlan'] as const
export const programAccessSchema = z.enum(programAccessValues)
export type ProgramAccess = z.infer<typeof programAccessSchema>

export const reflectionInputSchema = z.object({
  mood: z
    .number({ error: es['programs.moodRequired'] })
    .int(es['programs.moodRequired'])
    .min(1, es['programs.moodRequired'])
    .max(5, es['programs.moodRequired']),
  note: z.string().trim().max(500, es['programs.noteTooLong']).optional().default(''),
})
export type ReflectionInput = z.infer<typeof reflectionInputSchema>

export const reflectionSchema = z.object({
  mood: z.number().int().min(1).max(5),
  note: z.string(),
  createdAt: z.iso.datetime(),
})
export type Reflection = z.infer<typeof reflectionSchema>

/** The member's run through a program. */
export const enrolmentSchema = z.object({
  startedAt: z.iso.datetime(),
  startedOn: daySchema,
  /** The day the last step was done, or null while in progress. */
  completedOn: daySchema.nullable(),
  doneCount: z.number().int(),
  /** The step to do next ('Continuar'), or null when all are done. */
  nextPosition: z.number().int().nullable(),
  /** When the next step opens, for a daily program whose next step is not open yet; else null. */
  nextOpensOn: daySchema.nullable(),
})
export type Enrolment = z.infer<typeof enrolmentSchema>

const themeRefSchema = z.object({ _id: idSchema, name: z.string(), slug: z.string() })

/** A program as a member sees it in a list (GET /api/programs). */
export const programSummarySchema = z.object({
  _id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: coverImageSchema.nullable(),
  category: categoryRefSchema,
  /** Its steps' themes, in step order, each once. */
  themes: z.array(themeRefSchema),
  level: programLevelSchema,
  pace: programPaceSchema,
  stepCount: z.number().int(),
  /** Seconds, all steps. */
  totalDuration: z.number().int(),
  access: programAccessSchema,
  /** The member's run, or null when not started. */
  enrolment: enrolmentSchema.nullable(),
})
export type ProgramSummary = z.infer<typeof programSummarySchema>

/** `done` (counted), `open` (may be listened to now), `locked` (opens on `opensOn`, daily pace). */
export const stepStateValues = ['done', 'open', 'locked'] as const
export type StepState = (typeof stepStateValues)[number]

export const programStepSchema = z.object({
  position: z.number().int().min(1),
  /** The item as the member's catalogue answers it (`locked` when the plan does not reach it). */
  item: mediaItemSchema,
  state: z.enum(stepStateValues),
  /** Locked steps of a started daily program: the day it opens. Otherwise null. */
  opensOn: daySchema.nullable(),
  completedOn: daySchema.nullable(),
  /** Seconds of counted listening that count towards this step (since it opened). */
  countedSeconds: z.number().int(),
  reflection: reflectionSchema.nullable(),
})
export type ProgramStep = z.infer<typeof programStepSchema>

/** GET /api/programs/:id: the program with its steps and the member's run. */
export const programDetailSchema = programSummarySchema.extend({ steps: z.array(programStepSchema) })
export type ProgramDetail = z.infer<typeof programDetailSchema>

/** GET /api/today: 'Tu meditación de hoy', and tomorrow's (kept ready offline). */
export const todayItemSchema = z.object({
  day: daySchema,
  item: mediaItemSchema,
  /** `planned` by staff in the calendar, or `picked` by the rule on a day with nothing planned. */
  source: z.enum(['planned', 'picked']),
})
export type TodayItem = z.infer<typeof todayItemSchema>
export const todaySchema = z.object({
  today: todayItemSchema,
  tomorrow: todayItemSchema.nullable(),
})
export type Today = z.infer<typeof todaySchema>

// ---- Back office

/** POST /api/programs/admin and PUT /api/programs/admin/:id. */
export const programInputSchema = z.object({
  title: z
    .string({ error: es['programs.titleRequired'] })
    .trim()
    .min(1, es['programs.titleRequired'])
    .max(120),
  description: z
    .string({ error: es['programs.descriptionRequired'] })
    .trim()
    .min(1, es['programs.descriptionRequired'])
    .max(2000),
  category: idSchema.meta({ description: 'Category id' }),
  level: programLevelSchema,
  pace: programPaceSchema,
  coverImage: coverImageInputSchema.optional(),
  /** The items, in order: 1 to 60, each once. */
  steps: z
    .array(idSchema)
    .min(1, es['programs.stepsRequired'])
    .max(60, es['programs.tooManySteps'])
    .refine((ids) => new Set(ids).size === ids.length, es['programs.stepRepeated']),
  isActive: z.boolean().optional(),
})
export type ProgramInput = z.infer<typeof programInputSchema>

/** A step as staff see it. */
export const adminProgramStepSchema = z.object({
  position: z.number().int(),
  item: z.object({
    _id: idSchema,
    title: z.string(),
    fileType: mediaFileTypeSchema,
    duration: z.number().int(),
    theme: themeRefSchema,
  }),
})

/** A program in the back office's list and editor. */
export const adminProgramSchema = programSummarySchema.omit({ access: true, enrolment: true }).extend({
  isActive: z.boolean(),
  steps: z.array(adminProgramStepSchema),
  /** Members who started it, all time. */
  enrolled: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type AdminProgram = z.infer<typeof adminProgramSchema>

/** GET /api/programs/admin/stats?from&to: per program, runs started in the period and where they stop. */
export const programStatsSchema = z.object({
  from: daySchema,
  to: daySchema,
  programs: z.array(
    z.object({
      _id: idSchema,
      title: z.string(),
      stepCount: z.number().int(),
      started: z.number().int(),
      finished: z.number().int(),
      /** For each step (1…n): runs that did it. Where they stop is where this falls. */
      reached: z.array(z.object({ position: z.number().int(), done: z.number().int() })),
    }),
  ),
})
export type ProgramStats = z.infer<typeof programStatsSchema>

/** GET /api/today/calendar?month=YYYY-MM: every day of the month and what is planned on it. */
export const calendarMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, es['calendar.monthInvalid']),
})
export const calendarDaySchema = z.object({
  day: daySchema,
  item: z
    .object({
      _id: idSchema,
      title: z.string(),
      fileType: mediaFileTypeSchema,
      duration: z.number().int(),
      coverImage: coverImageSchema.nullable(),
      theme: themeRefSchema,
    })
    .nullable(),
})
export type CalendarDay = z.infer<typeof calendarDaySchema>
export const calendarMonthSchema = z.object({ month: z.string(), days: z.array(calendarDaySchema) })
export type CalendarMonth = z.infer<typeof calendarMonthSchema>

/** PUT /api/today/calendar/:day */
export const calendarPickInputSchema = z.object({ mediaId: idSchema })
