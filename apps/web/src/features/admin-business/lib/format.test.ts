import { describe, expect, it } from 'vitest'
import { changeOf, formatMonth, shareOf } from './format.ts'

const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('changeOf', () => {
  it('says a money change in euros, good when revenue rises and bad when refunds do', () => {
    const revenue = changeOf({ value: 120.5, previous: 100 }, 'money', 'higherIsBetter')
    expect(revenue.tone).toBe('good')
    expect(plain(revenue.text)).toBe('+20,50 € frente al periodo anterior')
    const refunds = changeOf({ value: 120.5, previous: 100 }, 'money', 'lowerIsBetter')
    expect(refunds.tone).toBe('bad')
  })

  it('says a rate change in percentage points and a count change in members', () => {
    expect(changeOf({ value: 0.05, previous: 0.08 }, 'rate', 'lowerIsBetter')).toEqual({
      tone: 'good',
      direction: 'down',
      text: '−3 puntos frente al periodo anterior',
    })
    expect(changeOf({ value: 7, previous: 7 }, 'count', 'higherIsBetter').text).toBe(
      'Igual que en el periodo anterior',
    )
    expect(changeOf({ value: 1012, previous: 12 }, 'count', 'higherIsBetter').text).toBe(
      '+1000 frente al periodo anterior',
    )
  })

  it('does not compare with a rate that had no base', () => {
    expect(changeOf({ value: 0.5, previous: null }, 'rate', 'higherIsBetter').text).toBe(
      'Sin dato del periodo anterior',
    )
  })
})

describe('formatting', () => {
  it('names a cohort month and refuses a share of nothing', () => {
    expect(formatMonth('2026-03')).toBe('mar 2026')
    expect(shareOf(1, 0)).toBeNull()
    expect(shareOf(1, 4)).toBe(0.25)
  })
})
