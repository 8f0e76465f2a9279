import { describe, expect, it } from 'vitest'
import { passwordSchema, SPECIAL_SYMBOLS } from './password.ts'

const firstError = (value: string) => passwordSchema.safeParse(value).error?.issues[0]?.message

describe('passwordSchema', () => {
  it('reports the first unmet rule in the spec order', () => {
    expect(firstError('')).toBe('La contraseña es requerida')
    expect(firstError('Ab!')).toBe('La contraseña debe tener al menos 8 caracteres')
    expect(firstError('abcdefg!')).toBe('La contraseña debe contener al menos una letra mayúscula')
    expect(firstError('Abcdefgh')).toBe('La contraseña debe contener al menos un símbolo especial')
  })

  it('accepts every listed special symbol', () => {
    for (const symbol of SPECIAL_SYMBOLS) expect(firstError(`Abcdefg${symbol}`)).toBeUndefined()
  })
})
