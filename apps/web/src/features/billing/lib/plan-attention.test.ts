import { describe, expect, it } from 'vitest'
import { planAttention } from './plan-attention.ts'

const now = new Date('2026-11-24T12:00:00.000Z')
const trial = (endDate: string | null) => ({ status: 'active', plan: { isTestSubscrionPlan: true }, endDate })
const paid = { status: 'active', plan: { isTestSubscrionPlan: false }, endDate: '2026-11-25T00:00:00.000Z' }

describe('planAttention', () => {
  it('a trial ending within three days', () => {
    expect(planAttention(trial('2026-11-27T12:00:00.000Z'), undefined, now)).toEqual({
      kind: 'trialEnding',
      endDate: '2026-11-27T12:00:00.000Z',
    })
    expect(planAttention(trial('2026-11-27T12:00:01.000Z'), undefined, now)).toBeNull()
    expect(planAttention(trial('2026-11-24T11:00:00.000Z'), undefined, now)).toBeNull()
    expect(planAttention(trial(null), undefined, now)).toBeNull()
  })

  it('a failed renewal comes first, and a paid plan ending soon is no news', () => {
    expect(planAttention(paid, { pastDue: true }, now)).toEqual({ kind: 'renewalFailed' })
    expect(planAttention(trial('2026-11-25T00:00:00.000Z'), { pastDue: true }, now)).toEqual({
      kind: 'renewalFailed',
    })
    expect(planAttention(paid, { pastDue: false }, now)).toBeNull()
  })

  it('nothing without a plan in force', () => {
    expect(planAttention(null, { pastDue: true }, now)).toBeNull()
    expect(planAttention({ ...paid, status: 'expired' }, { pastDue: true }, now)).toBeNull()
  })
})
