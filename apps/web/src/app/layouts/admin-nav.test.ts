import { describe, expect, it } from 'vitest'
import { adminNavItemsFor, canManagePlans, canReadPlaybackStats } from './admin-nav.ts'

const items = [{ to: '/admin' }, { to: '/admin/kpi' }, { to: '/admin/planes' }, { to: '/admin/logs-ordenes' }]

describe('admin navigation by role', () => {
  it('gives an admin every page', () => {
    expect(adminNavItemsFor(items, 'admin')).toEqual(items)
    expect(canManagePlans('admin')).toBe(true)
  })

  it('leaves Planes and Estadísticas out for a crmUser, who keeps Órdenes', () => {
    expect(adminNavItemsFor(items, 'crmUser')).toEqual([{ to: '/admin' }, { to: '/admin/logs-ordenes' }])
    expect(canManagePlans('crmUser')).toBe(false)
    expect(canReadPlaybackStats('crmUser')).toBe(false)
    expect(canReadPlaybackStats('admin')).toBe(true)
  })

  it('lets no other role manage plans', () => {
    for (const role of ['creator', 'tester', 'therapist', 'visitor', 'subscriber'] as const)
      expect(canManagePlans(role)).toBe(false)
  })
})
