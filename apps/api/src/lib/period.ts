import {
  addCalendarDays,
  daysBetweenInclusive,
  type PeriodQuery,
  type ResolvedPeriodInfo,
} from '@sosiego/shared'
import { AppError } from './app-error.ts'
import { formattersByZone } from './zone-formatters.ts'

/**
 * A period of calendar days in the service's time zone (TIME_ZONE), and the instants that bound it.
 * Days are not 24 hours long: on the DST Sundays a day in Europe/Madrid lasts 23 or 25 hours, so the
 * instants always come from each day's own local midnight, never from adding 24 h.
 */
export type ResolvedPeriod = {
  /** First day, YYYY-MM-DD, in the zone. */
  from: string
  /** Last day, included. */
  to: string
  days: number
  /** Local midnight at the start of `from`. */
  start: Date
  /** Local midnight at the start of the day after `to` (exclusive). */
  end: Date
  /** The period of the same number of days just before, for "change against the previous period". */
  previous: { from: string; to: string; start: Date; end: Date }
}

/** What an answer says about the period it covers (its days and zone, not the instants). */
export function periodInfo(period: ResolvedPeriod, timeZone: string): ResolvedPeriodInfo {
  const { from, to, days, previous } = period
  return { from, to, days, timeZone, previous: { from: previous.from, to: previous.to } }
}

/**
 * Resolves `?period=…` against the time now. Week = Monday up to today; month = the 1st up to today;
 * last7/last30 end today. A custom range ending after today is refused (400, period.future).
 */
export function resolvePeriod(query: PeriodQuery, now: Date, timeZone: string): ResolvedPeriod {
  const today = dayInZone(now, timeZone)
  let from: string
  let to = today
  switch (query.period) {
    case 'today':
      from = today
      break
    case 'week': {
      // getUTCDay of the calendar date itself: 0 = Sunday … 6 = Saturday; Monday starts the week.
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
      from = addCalendarDays(today, -((weekday + 6) % 7))
      break
    }
    case 'month':
      from = `${today.slice(0, 8)}01`
      break
    case 'last7':
      from = addCalendarDays(today, -6)
      break
    case 'last30':
      from = addCalendarDays(today, -29)
      break
    case 'custom':
      // The schema has made sure both are there, valid and in order.
      from = query.from as string
      to = query.to as string
      if (to > today || from > today) throw new AppError('period.future', 400)
      break
  }
  const days = daysBetweenInclusive(from, to)
  const previousTo = addCalendarDays(from, -1)
  const previousFrom = addCalendarDays(from, -days)
  return {
    from,
    to,
    days,
    start: zonedMidnight(from, timeZone),
    end: zonedMidnight(addCalendarDays(to, 1), timeZone),
    previous: {
      from: previousFrom,
      to: previousTo,
      start: zonedMidnight(previousFrom, timeZone),
      end: zonedMidnight(from, timeZone),
    },
  }
}

/** Every day of a period, in order: charts list the days with nothing too. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day)
  return days
}

/** Read in parts: a wall-clock reading of any zone (period.ts's arithmetic needs the numbers). */
const formatterFor = formattersByZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The wall-clock time in the zone at an instant, read as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant)))
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value)
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
}

/**
 * The instant `days` calendar days from `instant` (negative: before) at the same wall-clock time in
 * the zone: across a DST change that is 23 or 25 hours more, never days × 24 h. The offset is read at
 * a guess and again at the result, as `zonedMidnight` does; a wall time the change skips moves past it.
 */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  // The zone's clock reads whole seconds: the arithmetic runs on them and the milliseconds come back.
  const fraction = ((instant.getTime() % 1000) + 1000) % 1000
  const seconds = instant.getTime() - fraction
  const wall = wallClock(seconds, timeZone) + days * 86_400_000
  const at = (guess: number) => wall - (wallClock(guess, timeZone) - guess)
  const first = at(wall)
  return new Date(Math.max(first, at(first)) + fraction)
}

/** The calendar day (YYYY-MM-DD) it is in the zone at that instant. */
export function dayInZone(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10)
}

/** The calendar day and the minute of that day (0–1439) it is in the zone at that instant. */
export function clockInZone(instant: Date, timeZone: string): { day: string; minuteOfDay: number } {
  const wall = new Date(wallClock(instant.getTime(), timeZone))
  return { day: wall.toISOString().slice(0, 10), minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes() }
}

/**
 * The instant the day begins in the zone. The zone's offset is read at a first guess and read again
 * at the result, because the offset at UTC midnight can differ from the one at local midnight on a
 * change day. In a zone that skips midnight itself the day begins at the first instant after it.
 */
export function zonedMidnight(day: string, timeZone: string): Date {
  // Remembered: a year's dashboard asks for 400 midnights, each two formatToParts calls (8–20 ms in
  // all on this machine, decision 091), and a day's midnight in a zone does not change.
  const key = `${timeZone}|${day}`
  const known = midnights.get(key)
  if (known !== undefined) return new Date(known)
  const instant = computeZonedMidnight(day, timeZone)
  if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear()
  midnights.set(key, instant.getTime())
  return instant
}

const MIDNIGHTS_KEPT = 20_000
const midnights = new Map<string, number>()

function computeZonedMidnight(day: string, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`)
  const second = (guess: number) => asUtc - (wallClock(guess, timeZone) - guess)
  const first = second(asUtc)
  const refined = second(first)
  // When midnight does not exist the two guesses disagree; the later one is past the gap.
  return new Date(Math.max(first, refined))
}

/**
 * The calendar days in the zone that `seconds` of listening ending at `end` were heard on, with the
 * seconds of each, earliest first. A session that crosses midnight counts for both days (issue 17):
 * the report sent at 00:00:40 for the last minute holds 20 s of the day before. The day boundaries
 * are each day's own local midnight, so the 23- and 25-hour days split where the clock says.
 */
export function secondsByDay(
  end: Date,
  seconds: number,
  timeZone: string,
): { day: string; seconds: number }[] {
  const parts: { day: string; seconds: number }[] = []
  let endMs = end.getTime()
  let left = Math.max(0, Math.floor(seconds))
  while (left > 0) {
    // The instant just before `endMs` decides the day: listening that ends on midnight sharp was all heard the day before.
    const day = dayInZone(new Date(endMs - 1), timeZone)
    const dayStart = zonedMidnight(day, timeZone).getTime()
    const inDay = Math.min(left, Math.ceil((endMs - dayStart) / 1000))
    parts.unshift({ day, seconds: inDay })
    left -= inDay
    endMs = dayStart
  }
  return parts
}
