import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useSpanishValidationMessages } from './zod-errors.ts'

useSpanishValidationMessages()

describe('Spanish validation messages', () => {
  const schema = z.object({
    name: z.string(),
    age: z.number(),
    email: z.string().min(1, 'El correo electrónico es requerido'),
  })

  it('names a missing field', () => {
    const issues = schema.safeParse({ age: 3, email: 'a' }).error?.issues
    expect(issues?.[0]?.message).toBe('El campo «name» es obligatorio.')
  })

  it('names a field of the wrong shape', () => {
    const issues = schema.safeParse({ name: 'a', age: 'x', email: 'a' }).error?.issues
    expect(issues?.[0]?.message).toBe('El campo «age» no es válido.')
  })

  it('keeps the messages a schema sets itself', () => {
    const issues = schema.safeParse({ name: 'a', age: 1, email: '' }).error?.issues
    expect(issues?.[0]?.message).toBe('El correo electrónico es requerido')
  })

  it('answers in Spanish when the whole value is wrong', () => {
    expect(schema.safeParse('x').error?.issues[0]?.message).toMatch(/inválid|Entrada/i)
  })
})
