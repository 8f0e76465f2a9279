import { describe, expect, it } from 'vitest'
import { toUpdateBody, validateUserForm } from './user-form.ts'

const base = {
  name: 'Ana',
  lastName: 'Luz',
  email: 'ana@sosiego.test',
  role: 'subscriber' as const,
  planSlug: '',
  duration: 'limited' as const,
  endDate: '',
}

describe('the user edit form', () => {
  it('asks for the required fields with the spec texts', () => {
    expect(validateUserForm({ ...base, name: ' ', lastName: '', email: '' })).toEqual({
      name: 'El nombre es obligatorio',
      lastName: 'El apellido es obligatorio',
      email: 'El correo electrónico es obligatorio',
    })
  })

  it('needs an end date for a limited plan, not before today', () => {
    expect(validateUserForm({ ...base, planSlug: 'full' }).endDate).toBe(
      'Debes seleccionar una fecha de fin para la suscripción',
    )
    expect(validateUserForm({ ...base, planSlug: 'full', endDate: '2000-01-01' }).endDate).toBeDefined()
    expect(validateUserForm({ ...base, planSlug: 'full', duration: 'infinite' })).toEqual({})
  })

  it('sends null for infinite, and no plan fields for other roles or without a plan', () => {
    expect(toUpdateBody({ ...base, planSlug: 'mini', duration: 'infinite' })).toMatchObject({
      planSlug: 'mini',
      subscriptionDuration: 'infinite',
      subscriptionEndDate: null,
    })
    expect(toUpdateBody({ ...base, role: 'tester', planSlug: 'mini' })).not.toHaveProperty('planSlug')
    expect(toUpdateBody(base)).not.toHaveProperty('planSlug')
  })
})
