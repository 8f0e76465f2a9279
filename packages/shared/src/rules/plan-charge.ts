// What a plan costs the buyer (issue 32, decision 113 "Tax"): the one answer the checkout's amount,
// the renewals (which repeat the checkout's amount), the order summary, the built-in checkout page
// and the price labels all take, so that what is shown is what is charged.

/** The tax settings: `TAX_RATE` (percent, two decimals at most) and `PRICES_INCLUDE_TAX`. */
export interface TaxTerms {
  ratePercent: number
  pricesIncludeTax: boolean
}

export interface PlanCharge {
  /** The plan's price, as the catalogue keeps it. */
  priceCents: number
  /** The tax added on top of the price: 0 when prices include it, or for a buyer outside the territory. */
  taxCents: number
  /** What the buyer pays: the price, plus `taxCents`. */
  totalCents: number
  /** Where the buyer lives outside the Spanish IVA territory ('Canarias', 'Ceuta', 'Melilla'), or null. */
  exemptIn: string | null
}

/**
 * The Spanish territories outside the IVA's (Canarias, Ceuta, Melilla: postal codes 35, 38, 51, 52)
 * for billing details in Spain; null for anywhere else, or no address.
 */
export function outsideTaxTerritory(
  address: { postalCode: string | null | undefined; country: string | null | undefined } | null | undefined,
): string | null {
  if (!address?.postalCode || address.country !== 'ES') return null
  const province = address.postalCode.slice(0, 2)
  if (province === '35' || province === '38') return 'Canarias'
  if (province === '51') return 'Ceuta'
  if (province === '52') return 'Melilla'
  return null
}

/**
 * What a plan of `priceCents` costs the buyer: the price when prices include tax; otherwise the price
 * plus TAX_RATE of it, rounded to the cent (half up) — except for a buyer outside the IVA territory,
 * who is charged the price alone, since no IVA is due (the invoice then says so at 0 %).
 *
 * The invoice splits the total back with `base = round(total / (1 + rate))`; for a total made here
 * that base is always the price again (|total − price × (1 + r)| ≤ ½ cent, so the division is off by
 * less than ½ cent).
 */
export function planCharge(priceCents: number, terms: TaxTerms, exemptIn: string | null = null): PlanCharge {
  const basisPoints = Math.round(terms.ratePercent * 100)
  if (terms.pricesIncludeTax || exemptIn !== null || priceCents <= 0 || basisPoints === 0)
    return { priceCents, taxCents: 0, totalCents: priceCents, exemptIn }
  // Integers all the way: 1999 × 2100 / 10 000 = 419.79 → 420.
  const taxCents = Math.round((priceCents * basisPoints) / 10_000)
  return { priceCents, taxCents, totalCents: priceCents + taxCents, exemptIn }
}

/** The same, for a price in currency units as the plans' HTTP answers carry it (19.99). */
export function planChargeOfPrice(
  price: number,
  terms: TaxTerms,
  exemptIn: string | null = null,
): PlanCharge {
  return planCharge(Math.round(price * 100), terms, exemptIn)
}
