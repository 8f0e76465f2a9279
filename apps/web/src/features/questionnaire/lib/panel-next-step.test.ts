import { describe, expect, it } from 'vitest'
import { panelNextStep } from './panel-next-step.ts'

const trial = { status: 'active' }

describe('panelNextStep', () => {
  it('leads to the test while it is not taken, with or without a plan', () => {
    expect(panelNextStep({ role: 'visitor', tookTest: false, activeSubscription: trial })).toEqual({
      primary: 'test',
      hasPlan: true,
    })
    expect(panelNextStep({ role: 'visitor', tookTest: false, activeSubscription: null })).toEqual({
      primary: 'test',
      hasPlan: false,
    })
  })

  it('leads to Meditaciones once the test is taken and a plan is in force', () => {
    expect(panelNextStep({ role: 'subscriber', tookTest: true, activeSubscription: trial })).toEqual({
      primary: 'meditations',
      hasPlan: true,
    })
  })

  it('leads to the plans when none is in force (a used trial is not a dead end)', () => {
    expect(panelNextStep({ role: 'visitor', tookTest: true, activeSubscription: null })).toEqual({
      primary: 'plans',
      hasPlan: false,
    })
    expect(
      panelNextStep({ role: 'visitor', tookTest: true, activeSubscription: { status: 'expired' } }).primary,
    ).toBe('plans')
  })

  it('skips the test for the roles that do not take it', () => {
    expect(panelNextStep({ role: 'unknown', tookTest: false, activeSubscription: trial }).primary).toBe(
      'meditations',
    )
  })
})
