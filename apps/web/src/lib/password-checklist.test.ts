import { passwordSchema } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import { passwordChecklist } from './password-checklist.ts'

const met = (password: string, confirmation?: string) =>
  Object.fromEntries(passwordChecklist(password, confirmation).map((item) => [item.id, item.met]))

describe('passwordChecklist', () => {
  it('starts with nothing met', () => {
    expect(met('', '')).toEqual({ length: false, uppercase: false, symbol: false, match: false })
  })

  it('ticks each rule on its own', () => {
    expect(met('abcdefgh')).toEqual({ length: true, uppercase: false, symbol: false })
    expect(met('A')).toEqual({ length: false, uppercase: true, symbol: false })
    expect(met('?')).toEqual({ length: false, uppercase: false, symbol: true })
  })

  it('has no confirmation line unless the form has one', () => {
    expect(passwordChecklist('x').map((item) => item.id)).toEqual(['length', 'uppercase', 'symbol'])
    expect(met('Secreta!1', 'Secreta!1').match).toBe(true)
    expect(met('Secreta!1', 'Secreta!2').match).toBe(false)
  })

  it.each(['Secreta!1', 'CALMA.calma', 'Aaaaaaa\\', 'Aaaaaaa"', 'Abcdefgh', 'abcdefg!', 'Ab!', 'Abcdefg ñ'])(
    'agrees with the password schema on %s',
    (password) => {
      const allMet = passwordChecklist(password).every((item) => item.met)
      expect(allMet).toBe(passwordSchema.safeParse(password).success)
    },
  )
})
