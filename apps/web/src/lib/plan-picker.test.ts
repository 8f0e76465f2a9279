import { afterEach, describe, expect, it } from 'vitest'
import {
  canChangePlan,
  type PickerPlan,
  panelPriceLabel,
  planPickerCards,
  planPickerMode,
  planPickerTitle,
  subscriptionPriceLabel,
} from './plan-picker.ts'

// Intl puts a no-break space between the amount and the currency.
const plain = (text: string) => text.replace(/\u00a0/g, ' ')
const plan = (slug: string, price: number, durationDays = 30, order = 0): PickerPlan & { name: string } => ({
  slug,
  name: slug,
  price,
  currency: 'USD',
  durationDays,
  order,
  isTestSubscrionPlan: slug === 'prueba-gratuita',
})

/** The page's `<meta name="sosiego-prices-include-tax">`, as the server writes it (issue 32). */
function pageSaysPricesIncludeTax(value: 'true' | 'false') {
  const meta = document.createElement('meta')
  meta.name = 'sosiego-prices-include-tax'
  meta.content = value
  document.head.append(meta)
}
afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove()
})
const holding = (slug: string, { status = 'active', isTestSubscrionPlan = false } = {}) => ({
  status,
  plan: { slug, isTestSubscrionPlan },
})
const trial = holding('prueba-gratuita', { isTestSubscrionPlan: true })
const catalogue = [
  plan('prueba-gratuita', 0, 15, 1),
  plan('full-anual', 199.9, 365, 4),
  plan('full', 19.99, 30, 3),
  plan('mini', 9.99, 30, 2),
]

const priceLabel = (input: Parameters<typeof panelPriceLabel>[0]) => plain(panelPriceLabel(input))

describe('panelPriceLabel', () => {
  it('reads a year only for exactly 365 days, a month otherwise', () => {
    expect(priceLabel({ price: 199.9, currency: 'USD', durationDays: 365 })).toBe('199,90 US$ / año')
    expect(priceLabel({ price: 9.99, currency: 'USD', durationDays: 30 })).toBe('9,99 US$ / mes')
    expect(priceLabel({ price: 19.99, currency: 'USD', durationDays: 90 })).toBe('19,99 US$ / mes')
    expect(priceLabel({ price: 300, currency: 'USD', durationDays: 730 })).toBe('300,00 US$ / mes')
  })

  it('reads a free plan as $0 a month, whatever its length', () => {
    expect(priceLabel({ price: 0, currency: 'USD', durationDays: 15 })).toBe('0,00 US$ / mes')
    expect(priceLabel({ price: 0, currency: 'USD', durationDays: 365 })).toBe('0,00 US$ / mes')
  })

  it('defaults to dollars', () => {
    expect(priceLabel({ price: 5, durationDays: 30 })).toBe('5,00 US$ / mes')
  })
})

describe('canChangePlan', () => {
  it("shows 'Actualizar plan' for an active mini or trial only", () => {
    expect(canChangePlan(holding('mini'))).toBe(true)
    expect(canChangePlan(trial)).toBe(true)
    expect(canChangePlan(holding('full'))).toBe(false)
    expect(canChangePlan(holding('full-anual'))).toBe(false)
    expect(canChangePlan(holding('mini', { status: 'expired' }))).toBe(false)
    expect(canChangePlan(null)).toBe(false)
    expect(canChangePlan(undefined)).toBe(false)
  })
})

describe('planPickerMode and planPickerTitle', () => {
  it.each([
    [trial, 'trial', 'Elige un plan de suscripción'],
    [holding('mini'), 'upgrade', 'Actualizar al plan Full'],
    [holding('full'), 'choose', 'Elige un plan'],
    [holding('mini', { status: 'expired' }), 'choose', 'Elige un plan'],
    [null, 'choose', 'Elige un plan'],
  ] as const)('%o → %s', (active, mode, title) => {
    expect(planPickerMode(active)).toBe(mode)
    expect(planPickerTitle(planPickerMode(active))).toBe(title)
  })
})

describe('planPickerCards', () => {
  it('offers every paid plan in the catalogue order, Full anual included, never the trial (issue 32)', () => {
    const cards = planPickerCards(catalogue, trial)
    expect(cards.map((card) => card.plan.slug)).toEqual(['mini', 'full', 'full-anual'])
    expect(cards.map((card) => plain(card.priceLabel))).toEqual([
      '9,99 US$ / mes',
      '19,99 US$ / mes',
      '199,90 US$ / año',
    ])
    expect(cards.map((card) => card.highlight)).toEqual([
      null,
      '¡La mejor opción! Accede a 1 terapia nueva cada mes.',
      null,
    ])
    expect(cards.map((card) => card.actionLabel)).toEqual(['Suscribirse', 'Suscribirse', 'Suscribirse'])
    expect(cards.map((card) => card.upgrade)).toEqual([false, false, false])
    expect(cards.map((card) => card.checkoutPath)).toEqual([
      '/checkout/mini',
      '/checkout/full',
      '/checkout/full-anual',
    ])
  })

  it("says 'IVA incluido' when the page says prices include tax, and '+ IVA' when they do not", () => {
    pageSaysPricesIncludeTax('true')
    expect(planPickerCards(catalogue, trial).map((card) => card.taxNote)).toEqual([
      'IVA incluido',
      'IVA incluido',
      'IVA incluido',
    ])
    for (const meta of document.head.querySelectorAll('meta')) meta.remove()
    pageSaysPricesIncludeTax('false')
    expect(planPickerCards(catalogue, trial).map((card) => card.taxNote)).toEqual(['+ IVA', '+ IVA', '+ IVA'])
    for (const meta of document.head.querySelectorAll('meta')) meta.remove()
    expect(planPickerCards(catalogue, trial).map((card) => card.taxNote)).toEqual([null, null, null])
  })

  it('offers a mini holder full alone, as an upgrade', () => {
    const cards = planPickerCards(catalogue, holding('mini'))
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({
      plan: { slug: 'full' },
      actionLabel: 'Mejorar plan',
      upgrade: true,
      checkoutPath: '/checkout/full',
    })
  })

  it('offers every paid plan to someone without a plan, and nothing when none is on sale', () => {
    expect(planPickerCards(catalogue, null).map((card) => card.plan.slug)).toEqual([
      'mini',
      'full',
      'full-anual',
    ])
    expect(planPickerCards([plan('prueba-gratuita', 0, 15)], null)).toEqual([])
    expect(planPickerCards([plan('full-anual', 199.9, 365)], holding('mini'))).toEqual([])
    expect(planPickerCards([], holding('mini'))).toEqual([])
  })
})

describe('subscriptionPriceLabel (Mi Suscripción, issue 18)', () => {
  it("reads a free plan 'Gratis' and follows the plan's days for the period", () => {
    expect(subscriptionPriceLabel({ price: 0, currency: 'USD', durationDays: 15 })).toBe('Gratis')
    expect(plain(subscriptionPriceLabel({ price: 9.99, currency: 'USD', durationDays: 15 }))).toBe(
      '9,99 US$ / 15 días',
    )
    expect(plain(subscriptionPriceLabel({ price: 19.99, durationDays: 30 }))).toBe('19,99 US$ / mes')
    expect(plain(subscriptionPriceLabel({ price: 199.9, currency: 'USD', durationDays: 365 }))).toBe(
      '199,90 US$ / año',
    )
  })

  it("says '+ IVA' when prices exclude tax (issue 32)", () => {
    pageSaysPricesIncludeTax('false')
    expect(plain(subscriptionPriceLabel({ price: 19.99, durationDays: 30 }))).toBe('19,99 US$ / mes + IVA')
    expect(subscriptionPriceLabel({ price: 0, currency: 'USD', durationDays: 15 })).toBe('Gratis')
  })
})
