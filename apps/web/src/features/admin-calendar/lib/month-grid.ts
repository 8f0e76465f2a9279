import { addCalendarDays } from '@sosiego/shared'

// The calendar's month: its weeks from Monday to Sunday, and its names as Spain writes them. Days are
// calendar days (YYYY-MM-DD) formatted at UTC midnight, so no device's zone can move them.

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

export function isMonth(value: string | null): value is string {
  return value !== null && monthPattern.test(value)
}

/** The month (YYYY-MM) a day is in. */
export const monthOf = (day: string): string => day.slice(0, 7)

/** The month `delta` months before (negative) or after `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, index - 1 + delta, 1))
  return date.toISOString().slice(0, 7)
}

/** Every day of the month, in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = []
  for (let day = `${month}-01`; monthOf(day) === month; day = addCalendarDays(day, 1)) days.push(day)
  return days
}

/** 0 for Monday … 6 for Sunday. */
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/** The month's weeks, Monday first; the days of the months around it are `null`. */
export function weeksOf(month: string): (string | null)[][] {
  const days = daysOfMonth(month)
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayIndex(days[0] as string) }, () => null),
    ...days,
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
  return weeks
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`)
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1)

const monthName = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const longWeekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' })
const shortWeekday = new Intl.DateTimeFormat('es-ES', { weekday: 'short', timeZone: 'UTC' })

/** 'Noviembre de 2026'. */
export const monthTitle = (month: string): string => capitalised(monthName.format(utc(`${month}-01`)))

/** 'lunes, 2 de noviembre'. */
export const dayName = (day: string): string => longDay.format(utc(day))

/** The week's days from Monday, long ('lunes') and short ('lun'). */
export const weekdays: { long: string; short: string }[] = Array.from({ length: 7 }, (_, index) => {
  // 2024-01-01 was a Monday.
  const day = utc(addCalendarDays('2024-01-01', index))
  return { long: longWeekday.format(day), short: shortWeekday.format(day).replace('.', '') }
})
