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

/** Each day's seconds added up (one row per item and day), days after `today` left out. */
function secondsByDay(days: ListeningDay[], today: string): Map<string, number> {
  const totals = new Map<string, number>()
  for (const { day, seconds } of days) if (day <= today) totals.set(day, (totals.get(day) ?? 0) + seconds)
  return totals
}

/** The days with at least STREAK_MIN_SECONDS up to today: the days that count. */
export function listeningDaysOf(days: ListeningDay[], today: string): Set<string> {
  const counted = new Set<string>()
  for (const [day, seconds] of secondsByDay(days, today)) if (seconds >= STREAK_MIN_SECONDS) counted.add(day)
  return counted
}

/**
 * The current and longest runs of consecutive days with at least STREAK_MIN_SECONDS. The current
 * run is still alive while today is not over: a member who listened every day up to yesterday and
 * not yet today keeps it (it ends only when a whole day passes without the minimum). Days after
 * `today` (a clock set back, another zone's tomorrow) are ignored. `days` in any order; a day may
 * appear more than once (one row per item): its seconds add up.
 *
 * Rest days (issue 31, decision 111) are dates the member marked: one keeps the run going across
 * it and adds nothing to it (3 days, a rest day, a day of listening: 4). A rest day that is also a
 * listening day counts as listening. Listening days are the service's calendar days and rest days
 * the member's: both are dates on one calendar, matched as dates (the same for a member whose zone
 * is the service's).
 */
export function streaksOf(days: ListeningDay[], today: string, restDays: readonly string[] = []): Streaks {
  const counted = listeningDaysOf(days, today)
  const bridges = new Set(restDays.filter((day) => day <= today && !counted.has(day)))
  const chain = [...counted, ...bridges].sort()

  let longest = 0
  let run = 0
  let previous: string | null = null
  for (const day of chain) {
    const adds = counted.has(day) ? 1 : 0
    run = previous !== null && addCalendarDays(previous, 1) === day ? run + adds : adds
    longest = Math.max(longest, run)
    previous = day
  }
  // `previous` is the latest day of the chain and `run` the run that ends on it.
  const alive = previous !== null && daysBetweenInclusive(previous, today) <= 2
  return { current: alive ? run : 0, longest }
}

/** How many rest days a calendar month allows unless REST_DAYS_PER_MONTH says otherwise. */
export const DEFAULT_REST_DAYS_PER_MONTH = 2

/** Why a day may not become a rest day, or null when it may (issue 31, decision 111). */
export type RestDayRefusal = 'future' | 'tooOld' | 'listened' | 'alreadyMarked' | 'monthFull'

/**
 * Whether `day` is in the window a member may mark or unmark a rest day in: today or yesterday,
 * in their own zone (`today`). Earlier days are history: a rest day added there would mend a run
 * already broken, one taken away would rewrite it.
 */
export function restDayWindowRefusal(day: string, today: string): 'future' | 'tooOld' | null {
  if (day > today) return 'future'
  if (day < addCalendarDays(today, -1)) return 'tooOld'
  return null
}

/**
 * Whether the member may mark `day` as rest now. `today` is the member's own day (their zone);
 * `restDays` the days already marked and `listeningDays` the days that count (listeningDaysOf).
 * Only today or yesterday: a day further back would mend a run already broken (a streak repaired
 * after the fact is no streak); yesterday stays open so a member who meditates late, or forgot
 * before midnight, can still say so the next day. A listening day would add nothing. At most
 * `perMonth` a calendar month, counting the marked days that are not listening days (a rest day
 * the member then meditated on gave nothing and takes nothing).
 */
export function restDayRefusal(
  day: string,
  {
    today,
    restDays,
    listeningDays,
    perMonth,
  }: { today: string; restDays: readonly string[]; listeningDays: ReadonlySet<string>; perMonth: number },
): RestDayRefusal | null {
  const outside = restDayWindowRefusal(day, today)
  if (outside) return outside
  if (restDays.includes(day)) return 'alreadyMarked'
  if (listeningDays.has(day)) return 'listened'
  if (restDaysInMonth(day, restDays, listeningDays) >= perMonth) return 'monthFull'
  return null
}

/** The rest days in force in the calendar month of `day`: marked, and not listening days. */
export function restDaysInMonth(
  day: string,
  restDays: readonly string[],
  listeningDays: ReadonlySet<string>,
): number {
  const month = day.slice(0, 7)
  return restDays.filter((rest) => rest.slice(0, 7) === month && !listeningDays.has(rest)).length
}

/**
 * This week's progress towards a weekly goal, Monday to `today`: whole minutes listened, or the
 * days that count (at least STREAK_MIN_SECONDS, the streak's rule). Rest days add nothing.
 */
export function weeklyGoalDoneOf(days: ListeningDay[], today: string, kind: 'minutes' | 'days'): number {
  const week = weekStartOf(today)
  if (kind === 'days') return [...listeningDaysOf(days, today)].filter((day) => day >= week).length
  let seconds = 0
  for (const { day, seconds: heard } of days) if (day >= week && day <= today) seconds += heard
  return Math.floor(seconds / 60)
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
