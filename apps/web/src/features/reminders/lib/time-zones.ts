/*
 * The time zone choice of the reminder settings: every zone the browser knows, grouped by region
 * with Spanish names, each labelled with its city and its name in Spanish ('Madrid · hora de España').
 */

const regionNames: Record<string, string> = {
  Africa: 'África',
  America: 'América',
  Antarctica: 'Antártida',
  Arctic: 'Ártico',
  Asia: 'Asia',
  Atlantic: 'Océano Atlántico',
  Australia: 'Australia',
  Europe: 'Europa',
  Indian: 'Océano Índico',
  Pacific: 'Océano Pacífico',
}
const otherRegion = 'Otras'

export type TimeZoneOption = { value: string; label: string }
export type TimeZoneGroup = { region: string; zones: TimeZoneOption[] }

/** The browser's own zone ('Europe/Madrid'), or undefined when it cannot say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/** 'America/Argentina/Buenos_Aires' → 'Buenos Aires'. */
function cityOf(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ')
}

/** The zone's Spanish name ('hora de España', 'hora del Pacífico'), or '' when Intl has none. */
function spanishNameOf(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('es-ES', {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(0)
    // ICU names some zones for their winter time ('hora estándar de …'): the reminder follows the zone all year.
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? ''
    return name.replace(/^hora estándar de /, 'hora de ')
  } catch {
    return ''
  }
}

/** How a zone reads in the list and elsewhere: 'Madrid · hora de España'. */
export function timeZoneLabel(zone: string): string {
  const name = spanishNameOf(zone)
  const city = cityOf(zone)
  return name && name !== city ? `${city} · ${name}` : city
}

function allZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] }
  try {
    return intl.supportedValuesOf?.('timeZone') ?? []
  } catch {
    return []
  }
}

let groups: TimeZoneGroup[] | undefined

/**
 * Every zone, by region, cities in Spanish alphabetical order. Built once, when the settings first
 * need it (a few hundred formatters: not on any page's first render path). `extra` zones (the one
 * saved, the device's) are added when the list lacks them (an alias such as 'Asia/Calcutta').
 */
export function timeZoneGroups(extra: readonly string[] = []): TimeZoneGroup[] {
  groups ??= group(allZones())
  const known = new Set(groups.flatMap((entry) => entry.zones.map((zone) => zone.value)))
  const missing = extra.filter((zone, index) => zone && !known.has(zone) && extra.indexOf(zone) === index)
  return missing.length ? group([...known, ...missing]) : groups
}

function group(zones: string[]): TimeZoneGroup[] {
  const byRegion = new Map<string, TimeZoneOption[]>()
  for (const zone of zones) {
    const region = regionNames[zone.split('/')[0] ?? ''] ?? otherRegion
    const list = byRegion.get(region) ?? []
    list.push({ value: zone, label: timeZoneLabel(zone) })
    byRegion.set(region, list)
  }
  const collator = new Intl.Collator('es-ES')
  return [...byRegion]
    .map(([region, list]) => ({ region, zones: list.sort((a, b) => collator.compare(a.label, b.label)) }))
    .sort((a, b) => collator.compare(a.region, b.region))
}
