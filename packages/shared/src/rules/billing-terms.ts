// The words a price and its renewal are told in, the same on the landing, the panel, the order
// summary, the built-in checkout page and the e-mails (issue 32).

/**
 * The price period shown beside a plan's price (spec §9): '/ mes', '/ año', '/ 15 días'. Landing
 * cards and the order summary show every band; the panel's picker only year or month.
 */
export function periodLabel(durationDays: number): string {
  if (durationDays === 1) return '/ día'
  if (durationDays < 30) return `/ ${durationDays} días`
  if (durationDays < 60) return '/ mes'
  if (durationDays < 365) return `/ ${Math.floor(durationDays / 30)} meses`
  if (durationDays < 730) return '/ año'
  return `/ ${Math.floor(durationDays / 365)} años`
}

/**
 * How often a renewing plan is charged, after 'cada': 'mes', 'año' or 'N días' — as the provider bills
 * it (a year or a month only for exactly 365 or 30 days, otherwise every N days: `stripeInterval`).
 */
export function renewalEvery(durationDays: number): string {
  if (durationDays === 365) return 'año'
  if (durationDays === 30) return 'mes'
  return durationDays === 1 ? 'día' : `${durationDays} días`
}
