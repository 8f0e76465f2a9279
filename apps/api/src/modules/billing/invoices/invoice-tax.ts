import { outsideTaxTerritory } from '@sosiego/shared'

/**
 * How a charge is split into base and tax on its invoice (issue 32, decision 113). The invoice
 * always states the money actually charged as its total (the checkout fixed it with `planCharge`: the
 * price, or the price plus tax when PRICES_INCLUDE_TAX=false), so the total is never recomputed from a
 * rate — it is split (which gives the plan's price back as the base when tax was added on top):
 *
 *   base = round(total / (1 + rate)),  tax = total − base   (cents, half away from zero)
 *
 * A buyer whose address lies outside the Spanish IVA territory (Canarias, Ceuta, Melilla: postal
 * codes 35, 38, 51, 52) is invoiced without IVA: base = total, rate 0, and a legal note.
 */
export interface TaxSplit {
  baseCents: number
  taxRateBasisPoints: number
  taxCents: number
  totalCents: number
  taxNote: string | null
}

/** Where the buyer lives, as far as the tax territory goes: the shared rule (plan-charge.ts), also the checkout's. */
export { outsideTaxTerritory }

/** The legal note printed on an invoice without IVA for a buyer in one of those territories. */
export const noTaxNote = (territory: string) =>
  `Operación no sujeta al IVA: destinatario establecido en ${territory} (art. 7.1 y 68 de la Ley 37/1992 del IVA).`

/** Percent to hundredths of a percent, the integer the invoice keeps (21 → 2100, 5.5 → 550). */
export const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100)

/** Half away from zero, so a refund's split mirrors its charge's. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value))

export function splitTotal(
  totalCents: number,
  taxRateBasisPoints: number,
  taxNote: string | null = null,
): TaxSplit {
  if (taxNote !== null || taxRateBasisPoints === 0)
    return { baseCents: totalCents, taxRateBasisPoints: 0, taxCents: 0, totalCents, taxNote }
  const baseCents = roundCents((totalCents * 10_000) / (10_000 + taxRateBasisPoints))
  return { baseCents, taxRateBasisPoints, taxCents: totalCents - baseCents, totalCents, taxNote }
}
