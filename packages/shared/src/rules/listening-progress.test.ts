import { describe, expect, it } from 'vitest'
import {
  CALENDAR_WEEKS,
  calendarOf,
  calendarRange,
  type ListeningDay,
  monthStartOf,
  STREAK_MIN_SECONDS,
  streaksOf,
  totalsOf,
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
