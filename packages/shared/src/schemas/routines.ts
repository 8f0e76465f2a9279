import { z } from 'zod'
import { es } from '../messages/common.ts'
import { isCalendarDay } from '../rules/calendar-days.ts'

// A member's daily routine (issue 31): reminders (web push, e-mail, a private calendar feed) and
// habit settings (the streak shown or hidden, rest days, a weekly goal). Days are calendar days in
// the member's own zone, as YYYY-MM-DD; weekdays are ISO (1 = Monday … 7 = Sunday).

const daySchema = z.string().refine(isCalendarDay, es['habits.dayInvalid'])

/** An IANA zone name the runtime knows ('Europe/Madrid', 'America/Bogota'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}
export const timeZoneSchema = z
  .string({ error: es['reminders.timeZoneInvalid'] })
  .min(1, es['reminders.timeZoneInvalid'])
  .max(64, es['reminders.timeZoneInvalid'])
  .refine(isTimeZone, es['reminders.timeZoneInvalid'])

export const weekdaySchema = z.number().int().min(1).max(7)

/** 'HH:MM', 24-hour, in the member's zone. */
export const reminderTimeSchema = z
  .string({ error: es['reminders.timeInvalid'] })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, es['reminders.timeInvalid'])

/** PUT /api/reminders: when and how the member wants to be reminded. */
export const reminderInputSchema = z.object({
  /** Each day once, any order; the answer lists them in order. */
  weekdays: z
    .array(weekdaySchema, { error: es['reminders.weekdaysRequired'] })
    .min(1, es['reminders.weekdaysRequired'])
    .max(7)
    .refine((days) => new Set(days).size === days.length, es['reminders.weekdaysRequired']),
  time: reminderTimeSchema,
  /** The member's zone: detected from the browser, editable; it also counts their rest days. */
  timeZone: timeZoneSchema,
  push: z.boolean(),
  email: z.boolean(),
})
export type ReminderInput = z.infer<typeof reminderInputSchema>

/** GET/PUT /api/reminders (and the push and calendar calls): the member's reminder as it stands. */
export const reminderSettingsSchema = z.object({
  /** False until the member saves a reminder once: the answer then holds the suggested defaults. */
  saved: z.boolean(),
  weekdays: z.array(weekdaySchema),
  time: reminderTimeSchema,
  timeZone: z.string(),
  push: z.boolean(),
  email: z.boolean(),
  /** The private `.ics` feed's whole URL, or null when the member has none. */
  calendarUrl: z.string().nullable(),
  /** Browsers and phones subscribed to push for this member. */
  pushDevices: z.number().int(),
  /** The VAPID public key (base64url) a browser subscribes with. */
  vapidPublicKey: z.string(),
})
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>

/** PUT/DELETE /api/reminders/push-subscription: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ error: es['reminders.pushSubscriptionInvalid'] }).max(1000),
  keys: z.object({
    p256dh: z.string().min(1, es['reminders.pushSubscriptionInvalid']).max(200),
    auth: z.string().min(1, es['reminders.pushSubscriptionInvalid']).max(100),
  }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>
export const pushUnsubscribeInputSchema = pushSubscriptionInputSchema.pick({ endpoint: true })

/** What a push reminder carries to the service worker, which shows it. */
export const reminderPushSchema = z.object({
  /** 'Tu meditación de hoy: {title}, {minutes} min' */
  title: z.string(),
  body: z.string(),
  /** Where a click opens: the panel home with today's item ready. */
  url: z.string(),
  /** One reminder a day: a second one the same day replaces it. */
  tag: z.string(),
})
export type ReminderPush = z.infer<typeof reminderPushSchema>

// ---- Habits ('Mi progreso')

export const weeklyGoalKindValues = ['minutes', 'days'] as const
export const weeklyGoalSchema = z
  .object({
    kind: z.enum(weeklyGoalKindValues),
    target: z
      .number({ error: es['habits.goalInvalid'] })
      .int(es['habits.goalInvalid'])
      .min(1, es['habits.goalInvalid']),
  })
  .refine((goal) => goal.target <= (goal.kind === 'days' ? 7 : 7 * 24 * 60), es['habits.goalInvalid'])
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>

/** PUT /api/progress/habits. */
export const habitsInputSchema = z.object({
  showStreak: z.boolean(),
  weeklyGoal: weeklyGoalSchema.nullable(),
})
export type HabitsInput = z.infer<typeof habitsInputSchema>

/** The member's habit settings, in GET /api/progress as `habits`. */
export const habitsSchema = z.object({
  showStreak: z.boolean(),
  weeklyGoal: weeklyGoalSchema.nullable(),
  /** This week's progress towards the goal (minutes or days, Monday to today), null without one. */
  weeklyGoalDone: z.number().int().nullable(),
  /** The member's zone, which their rest days and "today" are counted in. */
  timeZone: z.string(),
  /** Today in the member's zone: the day 'Marcar hoy como día de descanso' marks. */
  today: daySchema,
  /**
   * Rest days in force (marked, and not listening days) from the 12-week calendar's first day on,
   * which covers this month and last; oldest first.
   */
  restDays: z.array(daySchema),
  /** How many a month allows (REST_DAYS_PER_MONTH, default 2) and how many this month has left. */
  restDaysPerMonth: z.number().int(),
  restDaysLeft: z.number().int(),
})
export type Habits = z.infer<typeof habitsSchema>

/** PUT/DELETE /api/progress/rest-days/:day. */
export const restDayParamsSchema = z.object({ day: daySchema })
