// In lib, not features/plans: lib/plan-picker.ts (billing and plans) labels periods with it too.

/**
 * The price period shown beside a plan's price (spec §9).
 * Landing cards: every band; panel and plan picker: only year or month.
 */
export function periodLabel(durationDays: number): string {
  if (durationDays === 1) return '/ día'
  if (durationDays < 30) return `/ ${durationDays} días`
  if (durationDays < 60) return '/ mes'
  if (durationDays < 365) return `/ ${Math.floor(durationDays / 30)} meses`
  if (durationDays < 730) return '/ año'
  return `/ ${Math.floor(durationDays / 365)} años`
}

export function panelPeriodLabel(durationDays: number): string {
  return durationDays === 365 ? '/ año' : '/ mes'
}
