import { addCalendarDays, daysBetweenInclusive } from './calendar-days.ts'

/**
 * Mi progreso's maths (issue 17, decision 067), on calendar days (YYYY-MM-DD) that the server has
 * already placed in its time zone. No clock and no zone here: a day is a date, the day after is the
 * next date, whatever its length in hours (23 or 25 on the daylight-saving Sundays), so the rules
 * below cannot drift across those changes.
 */

/** A day counts towards a streak with at least 5 minutes of counted listening. */
export const STREAK_MIN_SECONDS = 5 * 60

/** How many weeks the calendar shows, this one included. */
export const CALENDAR_WEEKS = 12

export type ListeningDay = { day: string; seconds: number }

export type Streaks = {
  /** Days in the run that ends today, or yesterday when today has not reached the minimum yet. */
  current: number
  longest: number
}

/** The weekday of a date, Monday 0 … Sunday 6 (Spain's weeks start on Monday). */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
}

/** Monday of the week `day` is in. */
export function weekStartOf(day: string): string {
  return addCalendarDays(day, -weekdayOf(day))
}

/** The 1st of the month `day` is in. */
export function monthStartOf(day: string): string {
  return `${day.slice(0, 8)}01`
}

/**
 * The calendar's days: whole weeks, Monday to Sunday, the last one being this week, so the grid
 * lines up by weekday. Days after today are part of the grid but can hold nothing yet.
 */
export function calendarRange(today: string, weeks = CALENDAR_WEEKS): { from: string; to: string } {
  const from = addCalendarDays(weekStartOf(today), -7 * (weeks - 1))
  return { from, to: addCalendarDays(from, 7 * weeks - 1) }
}

/**
 * The current and longest runs of consecutive days with at least STREAK_MIN_SECONDS. The current
 * run is still alive while today is not over: a member who listened every day up to yesterday and
 * not yet today keeps it (it ends only when a whole day passes without the minimum). Days after
 * `today` (a clock set back, another zone's tomorrow) are ignored. `days` in any order; a day may
 * appear more than once (one row per item): its seconds add up.
 */
export function streaksOf(days: ListeningDay[], today: string): Streaks {
  const totals = new Map<string, number>()
  for (const { day, seconds } of days) if (day <= today) totals.set(day, (totals.get(day) ?? 0) + seconds)
  const qualifying = [...totals]
    .filter(([, seconds]) => seconds >= STREAK_MIN_SECONDS)
    .map(([day]) => day)
    .sort()

  let longest = 0
  let run = 0
  let previous: string | null = null
  for (const day of qualifying) {
    run = previous !== null && addCalendarDays(previous, 1) === day ? run + 1 : 1
    longest = Math.max(longest, run)
    previous = day
  }
  // `previous` is the latest qualifying day and `run` the run that ends on it.
  const alive = previous !== null && daysBetweenInclusive(previous, today) <= 2
  return { current: alive ? run : 0, longest }
}

export type ListeningTotals = { today: number; week: number; month: number; total: number }

/** Seconds listened today, this week (from Monday), this month (from the 1st) and ever. */
export function totalsOf(days: ListeningDay[], today: string): ListeningTotals {
  const week = weekStartOf(today)
  const month = monthStartOf(today)
  const totals = { today: 0, week: 0, month: 0, total: 0 }
  for (const { day, seconds } of days) {
    totals.total += seconds
    if (day > today) continue
    if (day === today) totals.today += seconds
    if (day >= week) totals.week += seconds
    if (day >= month) totals.month += seconds
  }
  return totals
}

/** Each day of the calendar with its seconds (0 when nothing), oldest first. */
export function calendarOf(days: ListeningDay[], today: string, weeks = CALENDAR_WEEKS): ListeningDay[] {
  const { from, to } = calendarRange(today, weeks)
  const totals = new Map<string, number>()
  for (const { day, seconds } of days)
    if (day >= from && day <= to) totals.set(day, (totals.get(day) ?? 0) + seconds)
  const calendar: ListeningDay[] = []
  for (let day = from; day <= to; day = addCalendarDays(day, 1))
    calendar.push({ day, seconds: totals.get(day) ?? 0 })
  return calendar
}
