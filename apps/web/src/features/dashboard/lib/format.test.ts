import { describe, expect, it } from 'vitest'
import { formatDay } from '../../../components/period-range.tsx'
import { changeOf, formatCount } from './format.ts'

describe('dashboard formatting', () => {
  it('rounds the change against the previous period', () => {
    expect(changeOf({ value: 150, previous: 100 })).toEqual({
      direction: 'up',
      text: '+50 % frente al periodo anterior',
    })
    expect(changeOf({ value: 2, previous: 3 })).toEqual({
      direction: 'down',
      text: '−33 % frente al periodo anterior',
    })
    expect(changeOf({ value: 1001, previous: 1000 }).direction).toBe('same')
    expect(changeOf({ value: 0, previous: 0 }).direction).toBe('same')
    expect(changeOf({ value: 4, previous: 0 })).toEqual({
      direction: 'fromZero',
      text: 'Sin usuarios en el periodo anterior',
    })
  })

  it('writes numbers and days in es-ES', () => {
    expect(formatCount(1234567)).toBe('1.234.567')
    expect(formatDay('2026-03-29')).toBe('29 de marzo de 2026')
  })
})
