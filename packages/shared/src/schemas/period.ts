import { z } from 'zod'
import { es } from '../messages/common.ts'

/** The dashboard's and the statistics page's periods (issue 15); last 7 days by default. */
export const periodValues = ['today', 'week', 'month', 'last7', 'last30', 'custom'] as const
export type PeriodKind = (typeof periodValues)[number]
export const defaultPeriod: PeriodKind = 'last7'

/** The longest custom range: a little over a year, so a comparison with last year fits. */
export const maxPeriodDays = 400

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day as YYYY-MM-DD that exists (no 2025-02-30). */
const calendarDaySchema = z.string().refine(isCalendarDay, { message: es['period.dayInvalid'] })

export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Whole days from `from` to `to`, both included (calendar arithmetic, no time zone involved). */
export function daysBetweenInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** The calendar day `amount` days after (or before) `day`, both YYYY-MM-DD. */
export function addCalendarDays(day: string, amount: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + amount * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The latest calendar day anywhere on Earth right now (UTC+14). A day after it is in the future in
 * every time zone, so the schema can refuse it without knowing the service's zone; the API checks
 * the exact day in its own zone (lib/period.ts).
 */
function latestDayOnEarth(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10)
}

export const periodQuerySchema = z
  .object({
    period: z.enum(periodValues, { error: es['period.kindInvalid'] }).default(defaultPeriod),
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return
    if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: es['period.fromRequired'] })
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: es['period.toRequired'] })
    if (!query.from || !query.to || !isCalendarDay(query.from) || !isCalendarDay(query.to)) return
    const latest = latestDayOnEarth()
    if (query.from > latest || query.to > latest) {
      ctx.addIssue({
        code: 'custom',
        path: [query.to > latest ? 'to' : 'from'],
        message: es['period.future'],
      })
      return
    }
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: es['period.fromAfterTo'] })
      return
    }
    if (daysBetweenInclusive(query.from, query.to) > maxPeriodDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: es['period.tooLong'] })
  })
export type PeriodQuery = z.infer<typeof periodQuerySchema>

/** What the answers say about the period they cover (inclusive calendar days in the service's zone). */
export const resolvedPeriodSchema = z.object({
  from: z.string().meta({ description: 'First day, YYYY-MM-DD, in the service time zone' }),
  to: z.string().meta({ description: 'Last day (included), YYYY-MM-DD' }),
  days: z.number().int(),
  timeZone: z.string(),
  previous: z.object({ from: z.string(), to: z.string() }),
})
export type ResolvedPeriodInfo = z.infer<typeof resolvedPeriodSchema>
