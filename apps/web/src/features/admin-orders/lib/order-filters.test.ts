import { describe, expect, it } from 'vitest'
import {
  filterOrders,
  fullNameOf,
  hasActiveFilters,
  initialsOf,
  isOrderStatus,
  noOrderFilters,
  orderStatusOptions,
  pageOf,
} from './order-filters.ts'
import { makeRecord } from './test-records.ts'

const lucia = makeRecord({ user: { name: 'Lucía', lastName: 'Martín', email: 'lucia@example.com' } })
const pedro = makeRecord({
  status: 'intent_created',
  user: { name: 'Pedro', lastName: 'Gómez', email: 'PEDRO@correo.es' },
  plan: { name: 'Full anual' },
})
const ana = makeRecord({
  status: 'failed',
  user: { name: 'Ana', lastName: 'López', email: 'ana@example.com' },
  plan: { name: 'Full' },
})
const records = [lucia, pedro, ana]

const search = (text: string) => filterOrders(records, { search: text, status: 'all' })

describe('filterOrders', () => {
  it('returns every order, as a new list, without filters', () => {
    const all = filterOrders(records, noOrderFilters)
    expect(all).toEqual(records)
    expect(all).not.toBe(records)
    expect(filterOrders(records, { search: '   ', status: 'all' })).toEqual(records)
  })

  it('searches the name plus last name, ignoring case and accents', () => {
    expect(search('lucia')).toEqual([lucia])
    expect(search('MARTÍN')).toEqual([lucia])
    expect(search('lucía martín')).toEqual([lucia])
    expect(search('gomez')).toEqual([pedro])
  })

  it('searches the e-mail and the plan name', () => {
    expect(search('correo.es')).toEqual([pedro])
    expect(search('pedro@')).toEqual([pedro])
    expect(search('anual')).toEqual([pedro])
    expect(search('full')).toEqual([pedro, ana])
  })

  it('needs every word to match somewhere', () => {
    expect(search('full ana')).toEqual([ana])
    expect(search('full lucía')).toEqual([])
    expect(search('nadie')).toEqual([])
  })

  it('filters by status, alone and with the search', () => {
    expect(filterOrders(records, { search: '', status: 'completed' })).toEqual([lucia])
    expect(filterOrders(records, { search: '', status: 'expired' })).toEqual([])
    expect(filterOrders(records, { search: 'full', status: 'failed' })).toEqual([ana])
    expect(filterOrders(records, { search: 'lucía', status: 'failed' })).toEqual([])
  })

  it('keeps the server order (newest first)', () => {
    expect(filterOrders([ana, lucia, pedro], { search: 'a', status: 'all' })).toEqual([ana, lucia, pedro])
  })

  it('copes with thousands of orders quickly', () => {
    const many = Array.from({ length: 20_000 }, (_, index) =>
      makeRecord({ user: { name: `Nombre${index}` }, status: index % 2 ? 'completed' : 'failed' }),
    )
    const started = performance.now()
    expect(filterOrders(many, { search: 'nombre1999', status: 'completed' })).toHaveLength(6)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

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

describe('pageOf', () => {
  const items = Array.from({ length: 60 }, (_, index) => index)

  it('cuts pages of the given size', () => {
    expect(pageOf(items, 1, 25)).toEqual({ items: items.slice(0, 25), page: 1, pages: 3 })
    expect(pageOf(items, 3, 25)).toEqual({ items: items.slice(50), page: 3, pages: 3 })
  })

  it('keeps the page within bounds', () => {
    expect(pageOf(items, 9, 25).page).toBe(3)
    expect(pageOf(items, 0, 25).page).toBe(1)
    expect(pageOf(items, -2, 25).page).toBe(1)
    expect(pageOf(items, Number.NaN, 25).page).toBe(1)
  })

  it('has one empty page for no items', () => {
    expect(pageOf([], 1, 25)).toEqual({ items: [], page: 1, pages: 1 })
  })
})
