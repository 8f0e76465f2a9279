import { describe, expect, it } from 'vitest'
import { dayName, daysOfMonth, monthTitle, shiftMonth, weekdays, weeksOf } from './month-grid.ts'

describe('the calendar month', () => {
  it('lays a month in weeks from Monday to Sunday, the other months’ days left empty', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = weeksOf('2026-11')
    expect(weeks).toHaveLength(6)
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks[1]?.[0]).toBe('2026-11-02')
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toEqual(daysOfMonth('2026-11'))
    // February 2027 starts on a Monday: four whole weeks.
    expect(weeksOf('2027-02').map((week) => week.every(Boolean))).toEqual([true, true, true, true])
  })

  it('knows leap years and moves across the year', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29)
    expect(daysOfMonth('2027-02')).toHaveLength(28)
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-03', -1)).toBe('2026-02')
  })

  it('names the month and the days in Spanish, the week starting on Monday', () => {
    expect(monthTitle('2026-11')).toBe('Noviembre de 2026')
    expect(dayName('2026-11-02')).toBe('lunes, 2 de noviembre')
    expect(weekdays.map((day) => day.long)).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ])
    expect(weekdays[0]?.short).toBe('lun')
  })
})
