import { describe, expect, it } from 'vitest'
import { panelPeriodLabel, periodLabel } from './period-label.ts'

describe('periodLabel', () => {
  it.each([
    [1, '/ día'],
    [2, '/ 2 días'],
    [15, '/ 15 días'],
    [29, '/ 29 días'],
    [30, '/ mes'],
    [59, '/ mes'],
    [60, '/ 2 meses'],
    [364, '/ 12 meses'],
    [365, '/ año'],
    [729, '/ año'],
    [730, '/ 2 años'],
    [1100, '/ 3 años'],
  ])('%i days → %s', (days, label) => {
    expect(periodLabel(days)).toBe(label)
  })
})

describe('panelPeriodLabel', () => {
  it('is a year only for exactly 365 days', () => {
    expect(panelPeriodLabel(365)).toBe('/ año')
    expect(panelPeriodLabel(30)).toBe('/ mes')
    expect(panelPeriodLabel(730)).toBe('/ mes')
  })
})
