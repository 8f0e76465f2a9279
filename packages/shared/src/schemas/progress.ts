import { z } from 'zod'
import { idSchema } from './common.ts'
import { habitsSchema } from './routines.ts'

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const named = z.object({ _id: idSchema, name: z.string() }).nullable()

/** GET /api/progress (issue 17): the signed-in member's Mi progreso, in one answer. */
export const progressSchema = z.object({
  /** The zone the days are calendar days in, and today in it. */
  timeZone: z.string(),
  today: dayString,
  /** Seconds of counted listening. */
  seconds: z.object({
    today: z.number().int(),
    week: z.number().int(),
    month: z.number().int(),
    total: z.number().int(),
  }),
  /** Items heard to the end. */
  sessionsCompleted: z.number().int(),
  favouriteCategory: named,
  favouriteTheme: named,
  streak: z.object({
    current: z.number().int(),
    longest: z.number().int(),
    /** The listening a day needs to count. */
    minSeconds: z.number().int(),
  }),
  /** The last 12 weeks, Monday to Sunday, oldest first; days after today hold 0. */
  calendar: z.array(z.object({ day: dayString, seconds: z.number().int() })),
  /** The member's habit settings, rest days and weekly goal (issue 31). */
  habits: habitsSchema,
})
export type Progress = z.infer<typeof progressSchema>

export const progressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: progressSchema,
})

/** A favourite: the item and when it was marked (the list is newest first). */
export const favouriteSchema = z.object({ mediaId: idSchema, createdAt: z.string() })
export type Favourite = z.infer<typeof favouriteSchema>

export const favouriteListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(favouriteSchema),
})

export const favouriteChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mediaId: idSchema,
  favourite: z.boolean(),
})
