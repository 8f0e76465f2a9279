// Calendar days as YYYY-MM-DD, with calendar arithmetic: no time zone and no 24-hour steps are
// involved, so a day is a day across daylight-saving changes. Kept apart from the zod schemas that
// validate days (schemas/period.ts), so the member's pages use these without loading zod.

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day as YYYY-MM-DD that exists (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Whole days from `from` to `to`, both included. */
export function daysBetweenInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** The calendar day `amount` days after (or before) `day`, both YYYY-MM-DD. */
export function addCalendarDays(day: string, amount: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + amount * 86_400_000).toISOString().slice(0, 10)
}
