import { subscriptionStatusValues } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import {
  subscriptionDate,
  subscriptionHistory,
  subscriptionStatusLabel,
  subscriptionStatusTone,
} from './my-subscription.ts'

describe('subscriptionStatusLabel and tone', () => {
  it('names every status the server sends in Spanish', () => {
    expect(subscriptionStatusValues.map(subscriptionStatusLabel)).toEqual([
      'Activo',
      'Inactivo',
      'Expirado',
      'Cancelado',
      'Pendiente',
      'Completado',
    ])
    expect(subscriptionStatusValues.map(subscriptionStatusTone)).toEqual([
      'success',
      'neutral',
      'danger',
      'danger',
      'primary',
      'neutral',
    ])
  })

  it('shows an unknown status as it came', () => {
    expect(subscriptionStatusLabel('paused')).toBe('paused')
    expect(subscriptionStatusTone('paused')).toBe('neutral')
  })
})

describe('subscriptionHistory', () => {
  const sub = (id: string, planId: string) => ({ _id: id, plan: { _id: planId } })
  const all = [sub('s3', 'full'), sub('s2', 'mini'), sub('s1', 'trial'), sub('s0', 'full')]

  it('lists the subscriptions of other plans than the active one, in order', () => {
    expect(subscriptionHistory(all, { plan: { _id: 'full' } }).map((entry) => entry._id)).toEqual([
      's2',
      's1',
    ])
  })

  it('lists every subscription without an active one', () => {
    expect(subscriptionHistory(all, null)).toEqual(all)
    expect(subscriptionHistory([], undefined)).toEqual([])
  })
})

describe('subscriptionDate', () => {
  it('reads a long Spanish date', () => {
    expect(subscriptionDate('2026-11-22T12:00:00.000Z')).toBe('22 de noviembre de 2026')
  })
})
