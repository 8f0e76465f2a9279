import { describe, expect, it } from 'vitest'
import { timeZoneGroups, timeZoneLabel } from './time-zones.ts'

// The time zone list of the reminder settings (issue 31).
describe('timeZoneGroups', () => {
  it('groups every zone the browser knows by region, in Spanish', () => {
    const groups = timeZoneGroups()
    const regions = groups.map((group) => group.region)
    expect(regions).toEqual(expect.arrayContaining(['Europa', 'América', 'África', 'Océano Atlántico']))
    const europe = groups.find((group) => group.region === 'Europa')
    expect(europe?.zones).toContainEqual({ value: 'Europe/Madrid', label: timeZoneLabel('Europe/Madrid') })
    expect(groups.flatMap((group) => group.zones).length).toBeGreaterThan(300)
  })

  it('adds a saved zone the list lacks (UTC, an alias), once', () => {
    const zones = timeZoneGroups(['UTC', 'UTC', 'Europe/Madrid']).flatMap((group) =>
      group.zones.map((zone) => zone.value),
    )
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1)
    expect(zones.filter((zone) => zone === 'Europe/Madrid')).toHaveLength(1)
  })
})

describe('timeZoneLabel', () => {
  it('reads as the city and the zone’s Spanish name', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toMatch(/^Buenos Aires · hora de Argentina$/)
    expect(timeZoneLabel('Europe/Madrid')).toMatch(/^Madrid · hora de /)
    expect(timeZoneLabel('Europe/Madrid')).not.toMatch(/estándar/)
  })
})
