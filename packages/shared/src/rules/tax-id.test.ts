import { describe, expect, it } from 'vitest'
import { isSpanishPostalCode, isSpanishTaxId, normaliseTaxId } from './tax-id.ts'

describe('Spanish tax ids and postal codes (issue 32)', () => {
  it('accepts a NIF, a NIE and a CIF with their check characters, however they are typed', () => {
    for (const id of [
      '12345678Z',
      '12.345.678-z',
      'X1234567L',
      'Y1234567X',
      'Z1234567R',
      'B12345674',
      'A58818501',
      'P2807900B',
      'Q2826000H',
    ])
      expect(isSpanishTaxId(id), id).toBe(true)
    expect(normaliseTaxId(' 12.345.678-z ')).toBe('12345678Z')
  })
  it('refuses a wrong check character or shape', () => {
    for (const id of [
      '12345678A',
      'X1234567A',
      'B12345675',
      'P2807900A',
      '1234567Z',
      'hola',
      '',
      'I1234567A',
    ])
      expect(isSpanishTaxId(id), id).toBe(false)
  })
  it('knows a postal code by its province', () => {
    expect(isSpanishPostalCode('28013')).toBe(true)
    expect(isSpanishPostalCode('52001')).toBe(true)
    expect(isSpanishPostalCode('53001')).toBe(false)
    expect(isSpanishPostalCode('00001')).toBe(false)
    expect(isSpanishPostalCode('2801')).toBe(false)
  })
})
