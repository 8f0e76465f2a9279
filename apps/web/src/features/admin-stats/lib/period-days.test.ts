import { describe, expect, it } from 'vitest'
import { periodDays } from './period-days.ts'

describe('periodDays', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25'

  it('resolves each period to its days as the API does, ending today', () => {
    expect(periodDays({ period: 'today' }, today)).toEqual({ from: today, to: today })
    expect(periodDays({ period: 'week' }, today)).toEqual({ from: '2026-11-23', to: today })
    expect(periodDays({ period: 'week' }, '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(periodDays({ period: 'month' }, today)).toEqual({ from: '2026-11-01', to: today })
    expect(periodDays({ period: 'last7' }, today)).toEqual({ from: '2026-11-19', to: today })
    expect(periodDays({ period: 'last30' }, '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' })
  })

  it('keeps a custom range as chosen', () => {
    expect(periodDays({ period: 'custom', from: '2026-01-01', to: '2026-02-01' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    })
  })
})
