import { describe, expect, it } from 'vitest'
import { outsideTaxTerritory, planCharge, planChargeOfPrice } from './plan-charge.ts'

const included = { ratePercent: 21, pricesIncludeTax: true }
const excluded = { ratePercent: 21, pricesIncludeTax: false }

/** The invoice's split (invoices/invoice-tax.ts): base = round(total / (1 + rate)). */
const baseOf = (totalCents: number, ratePercent: number) =>
  Math.round((totalCents * 10_000) / (10_000 + Math.round(ratePercent * 100)))

describe('planCharge (issue 32: what a plan costs the buyer)', () => {
  it('is the price when prices include tax', () => {
    expect(planCharge(1999, included)).toEqual({
      priceCents: 1999,
      taxCents: 0,
      totalCents: 1999,
      exemptIn: null,
    })
  })

  it('adds the rate on top, to the cent, when prices exclude it', () => {
    expect(planCharge(1999, excluded)).toEqual({
      priceCents: 1999,
      taxCents: 420,
      totalCents: 2419,
      exemptIn: null,
    })
    expect(planCharge(9999, excluded).totalCents).toBe(12099)
    expect(planCharge(1000, { ratePercent: 10.5, pricesIncludeTax: false }).totalCents).toBe(1105)
    expect(planChargeOfPrice(19.99, excluded).totalCents).toBe(2419)
  })

  it('charges a buyer outside the IVA territory the price alone', () => {
    expect(planCharge(1999, excluded, 'Canarias')).toEqual({
      priceCents: 1999,
      taxCents: 0,
      totalCents: 1999,
      exemptIn: 'Canarias',
    })
  })

  it('leaves free plans and a 0 % rate alone', () => {
    expect(planCharge(0, excluded).totalCents).toBe(0)
    expect(planCharge(1999, { ratePercent: 0, pricesIncludeTax: false }).totalCents).toBe(1999)
  })

  it("gives totals whose invoice base is the plan's price again, for every price and common rate", () => {
    for (const rate of [4, 10, 10.5, 21]) {
      for (let price = 1; price <= 20_000; price += 7) {
        const { totalCents } = planCharge(price, { ratePercent: rate, pricesIncludeTax: false })
        expect(baseOf(totalCents, rate)).toBe(price)
      }
    }
  })
})

describe('outsideTaxTerritory', () => {
  it('names Canarias, Ceuta and Melilla by their postal codes in Spain, and nothing else', () => {
    expect(outsideTaxTerritory({ postalCode: '35001', country: 'ES' })).toBe('Canarias')
    expect(outsideTaxTerritory({ postalCode: '38001', country: 'ES' })).toBe('Canarias')
    expect(outsideTaxTerritory({ postalCode: '51001', country: 'ES' })).toBe('Ceuta')
    expect(outsideTaxTerritory({ postalCode: '52001', country: 'ES' })).toBe('Melilla')
    expect(outsideTaxTerritory({ postalCode: '28001', country: 'ES' })).toBeNull()
    expect(outsideTaxTerritory({ postalCode: '35001', country: 'PT' })).toBeNull()
    expect(outsideTaxTerritory(null)).toBeNull()
  })
})
