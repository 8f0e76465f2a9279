import { describe, expect, it } from 'vitest'
import { isBackOfficeRole, teamRoles, userRoleValues } from '../rules/people-roles.ts'
import {
  emailSchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
  updatePasswordBodySchema,
} from './auth.ts'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ana@Sosiego.App ')).toBe('ana@sosiego.app')
  })

  it.each([
    ['', 'El correo electrónico es requerido'],
    ['ana', 'El formato del correo electrónico no es válido'],
    ['.ana@sosiego.app', 'El formato del correo electrónico no es válido'],
    ['ana.@sosiego.app', 'El formato del correo electrónico no es válido'],
    ['ana@.sosiego.app', 'El formato del correo electrónico no es válido'],
    ['ana..b@sosiego.app', 'El formato del correo electrónico no es válido'],
    ['ana@sosiego.app.', 'El formato del correo electrónico no es válido'],
    [`${'a'.repeat(250)}@x.es`, 'El correo electrónico es demasiado largo'],
  ])('%s → %s', (value, message) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe(message)
  })
})

describe('registerBodySchema', () => {
  const valid = { name: 'Ana', lastName: 'Luz', email: 'ana@sosiego.app', password: 'Calma2026!' }

  it('reports the fields in the spec order', () => {
    expect(firstMessage(registerBodySchema.safeParse({}))).toBe('El nombre es requerido')
    expect(firstMessage(registerBodySchema.safeParse({ name: 'Ana' }))).toBe('El apellido es requerido')
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, password: 'calma' }))).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    )
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, password: `A!${'a'.repeat(127)}` }))).toBe(
      'La contraseña no puede tener más de 128 caracteres',
    )
  })

  it('names the field that is too long', () => {
    const long = 'x'.repeat(81)
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, name: long }))).toBe(
      'El nombre es demasiado largo',
    )
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, lastName: long }))).toBe(
      'El apellido es demasiado largo',
    )
  })

  it('drops fields the caller may not set', () => {
    const parsed = registerBodySchema.parse({ ...valid, role: 'admin', isVerified: true })
    expect(parsed).not.toHaveProperty('role')
    expect(parsed).not.toHaveProperty('isVerified')
  })
})

describe('every new password follows the same rules', () => {
  const token = 'x'.repeat(43)
  const schemas = {
    register: (password: string) =>
      registerBodySchema.safeParse({ name: 'Ana', lastName: 'Luz', email: 'ana@sosiego.app', password }),
    reset: (password: string) => resetPasswordBodySchema.safeParse({ token, newPassword: password }),
    change: (password: string) =>
      updatePasswordBodySchema.safeParse({ currentPassword: 'Vieja2026!', newPassword: password }),
    setFirst: (password: string) =>
      setPasswordBodySchema.safeParse({ email: 'ana@sosiego.app', token, newPassword: password }),
  }

  it.each(Object.entries(schemas))('%s refuses a weak password with the shared messages', (_name, parse) => {
    expect(firstMessage(parse('serena'))).toBe('La contraseña debe tener al menos 8 caracteres')
    expect(firstMessage(parse('serenidad!'))).toBe('La contraseña debe contener al menos una letra mayúscula')
    expect(firstMessage(parse('Serenidad'))).toBe('La contraseña debe contener al menos un símbolo especial')
    expect(firstMessage(parse(`A!${'a'.repeat(127)}`))).toBe(
      'La contraseña no puede tener más de 128 caracteres',
    )
    expect(parse('Serena2026!').success).toBe(true)
  })
})

describe('loginBodySchema', () => {
  it('asks for what is missing', () => {
    expect(firstMessage(loginBodySchema.safeParse({ password: 'x' }))).toBe(
      'Por favor ingresa tu correo electrónico',
    )
    expect(firstMessage(loginBodySchema.safeParse({ email: 'a@b.es' }))).toBe(
      'Por favor ingresa tu contraseña',
    )
  })
})

describe('the two role sets', () => {
  it('the back office is admin and crmUser only; the team is every other role that is not a client', () => {
    expect(userRoleValues.filter(isBackOfficeRole)).toEqual(['admin', 'crmUser'])
    expect([...teamRoles]).toEqual(['crmUser', 'creator', 'tester', 'therapist'])
  })
})
