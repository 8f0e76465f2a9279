import { describe, expect, it } from 'vitest'
import {
  fullNameOf,
  hasActiveFilters,
  initialsOf,
  isOrderStatus,
  noOrderFilters,
  orderStatusOptions,
} from './order-filters.ts'
import { makeRecord } from './test-records.ts'

const lucia = makeRecord({ user: { name: 'Lucía', lastName: 'Martín', email: 'lucia@example.com' } })

describe('hasActiveFilters', () => {
  it('is on with a search (not just spaces) or a status', () => {
    expect(hasActiveFilters(noOrderFilters)).toBe(false)
    expect(hasActiveFilters({ search: '  ', status: 'all' })).toBe(false)
    expect(hasActiveFilters({ search: 'x', status: 'all' })).toBe(true)
    expect(hasActiveFilters({ search: '', status: 'canceled' })).toBe(true)
  })
})

describe('statuses', () => {
  it('offers the five statuses in the spec order', () => {
    expect(orderStatusOptions).toEqual(['completed', 'intent_created', 'expired', 'failed', 'canceled'])
  })

  it('recognises only known statuses', () => {
    for (const status of orderStatusOptions) expect(isOrderStatus(status)).toBe(true)
    expect(isOrderStatus('all')).toBe(false)
    expect(isOrderStatus('cancelled')).toBe(false)
    expect(isOrderStatus('')).toBe(false)
  })
})

describe('names', () => {
  it('joins name and last name, skipping a blank one', () => {
    expect(fullNameOf(lucia)).toBe('Lucía Martín')
    expect(fullNameOf(makeRecord({ user: { name: 'Solo', lastName: '' } }))).toBe('Solo')
  })

  it('gives the initials, or the e-mail initial, or ?', () => {
    expect(initialsOf(lucia)).toBe('LM')
    expect(initialsOf(makeRecord({ user: { name: 'éva', lastName: '' } }))).toBe('É')
    expect(initialsOf(makeRecord({ user: { name: ' ', lastName: '', email: 'zoe@x.es' } }))).toBe('Z')
    expect(initialsOf(makeRecord({ user: { name: '', lastName: '', email: '' } }))).toBe('?')
  })
})
