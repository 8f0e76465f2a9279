import { describe, expect, it } from 'vitest'
import { addCalendarDays } from './calendar-days.ts'

describe('addCalendarDays', () => {
  it('counts calendar days, across the change of hour and of month', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addCalendarDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})
