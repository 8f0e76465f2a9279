import { z } from 'zod'
import { es } from '../messages/common.ts'
import { daysBetweenInclusive, isCalendarDay } from '../rules/calendar-days.ts'

/** The dashboard's and the statistics page's periods (issue 15); last 7 days by default. */
export const periodValues = ['today', 'week', 'month', 'last7', 'last30', 'custom'] as const
export type PeriodKind = (typeof periodValues)[number]
export const defaultPeriod: PeriodKind = 'last7'

/** The longest custom range: a little over a year, so a comparison with last year fits. */
export const maxPeriodDays = 400

/** A calendar day as YYYY-MM-DD that exists (no 2025-02-30). */
const calendarDaySchema = z.string().refine(isCalendarDay, { message: es['period.dayInvalid'] })

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
