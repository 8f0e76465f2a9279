import { describe, expect, it } from 'vitest'
import {
  CALENDAR_WEEKS,
  calendarOf,
  calendarRange,
  type ListeningDay,
  monthStartOf,
  restDayRefusal,
  restDaysInMonth,
  STREAK_MIN_SECONDS,
  streaksOf,
  totalsOf,
  weeklyGoalDoneOf,
  weekStartOf,
} from './listening-progress.ts'

const enough = STREAK_MIN_SECONDS
/** Each day with enough listening for a streak. */
const heard = (...days: string[]): ListeningDay[] => days.map((day) => ({ day, seconds: enough }))

describe('streaksOf', () => {
  it('counts the run ending today, and keeps it alive while today is not over', () => {
    const days = heard('2026-11-20', '2026-11-21', '2026-11-22')
    expect(streaksOf(days, '2026-11-22')).toEqual({ current: 3, longest: 3 })
    // Nothing yet on the 23rd: the run is still the member's until the 23rd ends.
    expect(streaksOf(days, '2026-11-23')).toEqual({ current: 3, longest: 3 })
    // A whole day without listening ends it.
    expect(streaksOf(days, '2026-11-24')).toEqual({ current: 0, longest: 3 })
  })

  it('needs at least 5 minutes on a day; a day’s items add up', () => {
    const days: ListeningDay[] = [
      { day: '2026-11-20', seconds: enough },
      { day: '2026-11-21', seconds: enough - 1 },
      { day: '2026-11-22', seconds: 200 },
      { day: '2026-11-22', seconds: 100 },
    ]
    expect(streaksOf(days, '2026-11-22')).toEqual({ current: 1, longest: 1 })
  })

  it('the longest run is kept after a break, and nothing is a streak of 0', () => {
    const days = heard('2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-10', '2026-01-11')
    expect(streaksOf(days, '2026-01-11')).toEqual({ current: 2, longest: 4 })
    expect(streaksOf([], '2026-01-11')).toEqual({ current: 0, longest: 0 })
  })

  it('runs through both daylight-saving Sundays (23- and 25-hour days are one day each)', () => {
    // Last Sunday of March 2026 is the 29th, of October the 25th.
    expect(streaksOf(heard('2026-03-28', '2026-03-29', '2026-03-30'), '2026-03-30').current).toBe(3)
    expect(streaksOf(heard('2026-10-24', '2026-10-25', '2026-10-26'), '2026-10-26').current).toBe(3)
  })

  it('runs across the end of a month and of a (leap) year, in any order', () => {
    expect(streaksOf(heard('2028-03-01', '2028-02-29', '2028-02-28'), '2028-03-01').current).toBe(3)
    expect(streaksOf(heard('2026-12-31', '2027-01-01'), '2027-01-01').current).toBe(2)
  })

  it('ignores days after today', () => {
    expect(streaksOf(heard('2026-11-22', '2026-11-23'), '2026-11-22')).toEqual({ current: 1, longest: 1 })
  })
})

describe('periods', () => {
  it('weeks start on Monday, also on a Sunday or a Monday', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16') // Sunday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23') // Monday
    expect(weekStartOf('2026-03-29')).toBe('2026-03-23') // the March DST Sunday
    expect(weekStartOf('2026-10-26')).toBe('2026-10-26') // the Monday after October’s
  })

  it('months start on the 1st', () => {
    expect(monthStartOf('2026-11-24')).toBe('2026-11-01')
    expect(monthStartOf('2026-03-01')).toBe('2026-03-01')
  })

  it('totals today, this week, this month and ever', () => {
    const days: ListeningDay[] = [
      { day: '2026-10-31', seconds: 1 }, // last month, the Saturday before the week
      { day: '2026-11-01', seconds: 10 }, // this month, last week (a Sunday)
      { day: '2026-11-02', seconds: 100 }, // Monday: this week
      { day: '2026-11-03', seconds: 1000 }, // today
      { day: '2026-11-03', seconds: 1000 },
    ]
    expect(totalsOf(days, '2026-11-03')).toEqual({ today: 2000, week: 2100, month: 2110, total: 2111 })
    // The next day, a Wednesday: today is empty, the rest unchanged.
    expect(totalsOf(days, '2026-11-04')).toEqual({ today: 0, week: 2100, month: 2110, total: 2111 })
  })
})

describe('calendar', () => {
  it('is 12 whole weeks, Monday to Sunday, ending with this week', () => {
    const range = calendarRange('2026-11-24') // a Tuesday
    expect(range).toEqual({ from: '2026-09-07', to: '2026-11-29' })
    const calendar = calendarOf(heard('2026-09-06', '2026-09-07', '2026-11-24'), '2026-11-24')
    expect(calendar).toHaveLength(CALENDAR_WEEKS * 7)
    expect(calendar[0]).toEqual({ day: '2026-09-07', seconds: enough })
    expect(calendar.filter((day) => day.seconds > 0).map((day) => day.day)).toEqual([
      '2026-09-07',
      '2026-11-24',
    ])
    expect(calendar.at(-1)).toEqual({ day: '2026-11-29', seconds: 0 })
  })

  it('has every date once across the daylight-saving changes', () => {
    const calendar = calendarOf([], '2026-11-01')
    const days = calendar.map((day) => day.day)
    expect(new Set(days).size).toBe(days.length)
    expect(days).toContain('2026-10-25')
    expect(days.indexOf('2026-10-26') - days.indexOf('2026-10-25')).toBe(1)
  })
})

describe('streaksOf with rest days (issue 31)', () => {
  it('a rest day keeps the run alive and adds nothing: 3, a rest day, then a day of listening is 4', () => {
    const days = heard('2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24')
    expect(streaksOf(days, '2026-11-24')).toEqual({ current: 1, longest: 3 })
    expect(streaksOf(days, '2026-11-24', ['2026-11-23'])).toEqual({ current: 4, longest: 4 })
  })

  it('a rest day today or yesterday keeps the run alive a day longer; a whole day without either ends it', () => {
    const days = heard('2026-11-20', '2026-11-21')
    expect(streaksOf(days, '2026-11-22', ['2026-11-22'])).toEqual({ current: 2, longest: 2 })
    expect(streaksOf(days, '2026-11-23', ['2026-11-22'])).toEqual({ current: 2, longest: 2 })
    expect(streaksOf(days, '2026-11-24', ['2026-11-22'])).toEqual({ current: 0, longest: 2 })
  })

  it('rest days alone are no streak; a rest day that is also a listening day counts once, as listening', () => {
    expect(streaksOf([], '2026-11-22', ['2026-11-21', '2026-11-22'])).toEqual({ current: 0, longest: 0 })
    expect(streaksOf(heard('2026-11-21', '2026-11-22'), '2026-11-22', ['2026-11-22'])).toEqual({
      current: 2,
      longest: 2,
    })
  })

  it('a day with a little listening can be a rest day; rest days after today wait for their date', () => {
    const days: ListeningDay[] = [
      ...heard('2026-11-20'),
      { day: '2026-11-21', seconds: 60 },
      ...heard('2026-11-22'),
    ]
    expect(streaksOf(days, '2026-11-22', ['2026-11-21'])).toEqual({ current: 2, longest: 2 })
    expect(streaksOf(heard('2026-11-21'), '2026-11-22', ['2026-11-23'])).toEqual({ current: 1, longest: 1 })
  })

  it('bridges both daylight-saving Sundays as one day each', () => {
    expect(streaksOf(heard('2026-03-28', '2026-03-30'), '2026-03-30', ['2026-03-29']).current).toBe(2)
    expect(streaksOf(heard('2026-10-24', '2026-10-26'), '2026-10-26', ['2026-10-25']).current).toBe(2)
  })
})

describe('restDayRefusal (issue 31)', () => {
  const rules = (today: string, restDays: string[] = [], listened: string[] = []) => ({
    today,
    restDays,
    listeningDays: new Set(listened),
    perMonth: 2,
  })

  it('today or yesterday only: never a future day, never further back', () => {
    expect(restDayRefusal('2026-11-24', rules('2026-11-24'))).toBeNull()
    expect(restDayRefusal('2026-11-23', rules('2026-11-24'))).toBeNull()
    expect(restDayRefusal('2026-11-25', rules('2026-11-24'))).toBe('future')
    expect(restDayRefusal('2026-11-22', rules('2026-11-24'))).toBe('tooOld')
    // Yesterday across a month, a year and both DST Sundays is the date before.
    expect(restDayRefusal('2026-03-29', rules('2026-03-30'))).toBeNull()
    expect(restDayRefusal('2026-10-25', rules('2026-10-26'))).toBeNull()
    expect(restDayRefusal('2026-12-31', rules('2027-01-01'))).toBeNull()
  })

  it('not a listening day, not twice', () => {
    expect(restDayRefusal('2026-11-24', rules('2026-11-24', [], ['2026-11-24']))).toBe('listened')
    expect(restDayRefusal('2026-11-24', rules('2026-11-24', ['2026-11-24']))).toBe('alreadyMarked')
  })

  it('at most N in a calendar month: the day’s own month counts, a rest day listened on gives its place back', () => {
    const full = ['2026-11-02', '2026-11-10']
    expect(restDayRefusal('2026-11-24', rules('2026-11-24', full))).toBe('monthFull')
    expect(restDayRefusal('2026-11-24', rules('2026-11-24', ['2026-11-02']))).toBeNull()
    // On 1 December, yesterday belongs to November (full) and today to December (empty).
    expect(restDayRefusal('2026-11-30', rules('2026-12-01', full))).toBe('monthFull')
    expect(restDayRefusal('2026-12-01', rules('2026-12-01', full))).toBeNull()
    expect(restDayRefusal('2026-11-24', rules('2026-11-24', full, ['2026-11-10']))).toBeNull()
    expect(restDaysInMonth('2026-11-24', full, new Set(['2026-11-10']))).toBe(1)
    expect(restDayRefusal('2026-11-24', { ...rules('2026-11-24'), perMonth: 0 })).toBe('monthFull')
  })
})

describe('weeklyGoalDoneOf (issue 31)', () => {
  it('minutes or days that count, Monday to today', () => {
    // Tuesday 24 November 2026: the week began on Monday the 23rd.
    const days: ListeningDay[] = [
      { day: '2026-11-22', seconds: 3600 }, // last week
      { day: '2026-11-23', seconds: 400 },
      { day: '2026-11-24', seconds: 100 },
      { day: '2026-11-24', seconds: 100 },
      { day: '2026-11-25', seconds: 900 }, // after today
    ]
    expect(weeklyGoalDoneOf(days, '2026-11-24', 'minutes')).toBe(10)
    expect(weeklyGoalDoneOf(days, '2026-11-24', 'days')).toBe(1)
    // Monday starts afresh.
    expect(weeklyGoalDoneOf(days, '2026-11-30', 'minutes')).toBe(0)
  })
})
