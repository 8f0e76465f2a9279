import { describe, expect, it } from 'vitest'
import { keepableTrialEnd, keepTrialHint, orderSummary, type SummaryPlan } from './order-summary.ts'

// Intl puts a no-break space between the amount and the currency.
const plain = (text: string) => text.replace(/\u00a0/g, ' ')
const monthly: SummaryPlan = { name: 'Full', price: 19.99, currency: 'EUR', durationDays: 30, renews: true }
const yearly: SummaryPlan = { ...monthly, name: 'Full anual', price: 199.9, durationDays: 365 }
const oneOff: SummaryPlan = { ...monthly, renews: false }
const now = new Date('2026-11-28T10:00:00Z')
const madrid = 'Europe/Madrid'
const trial = (endDate: string | null, overrides = {}) => ({
  status: 'active',
  endDate,
  plan: { isTestSubscrionPlan: true },
  ...overrides,
})

describe('keepableTrialEnd (issue 32, decision 115)', () => {
  it('offers the trial’s end for a renewing plan with at least 48 hours of trial left', () => {
    expect(keepableTrialEnd(trial('2026-12-12T10:00:00Z'), monthly, now)?.toISOString()).toBe(
      '2026-12-12T10:00:00.000Z',
    )
    expect(keepableTrialEnd(trial('2026-11-30T10:00:00Z'), monthly, now)).not.toBeNull()
  })

  it('offers nothing closer than 48 hours, for a one-off plan, or without a trial in force', () => {
    expect(keepableTrialEnd(trial('2026-11-30T09:59:59Z'), monthly, now)).toBeNull()
    expect(keepableTrialEnd(trial('2026-12-12T10:00:00Z'), oneOff, now)).toBeNull()
    expect(keepableTrialEnd(trial(null), monthly, now)).toBeNull()
    expect(keepableTrialEnd(trial('2026-12-12T10:00:00Z', { status: 'expired' }), monthly, now)).toBeNull()
    expect(
      keepableTrialEnd(trial('2026-12-12T10:00:00Z', { plan: { isTestSubscrionPlan: false } }), monthly, now),
    ).toBeNull()
    expect(keepableTrialEnd(null, monthly, now)).toBeNull()
  })
})

describe('orderSummary', () => {
  it('starting now: the price with tax and period, charged today, renewing monthly, pro-rata withdrawal', () => {
    const summary = orderSummary({
      plan: monthly,
      keptTrialEnd: null,
      now,
      timeZone: madrid,
      tax: { ratePercent: 21, pricesIncludeTax: true },
    })
    expect(plain(summary.price)).toBe('19,99 € / mes · IVA incluido')
    expect(summary.firstCharge).toBe('Hoy, 28 de noviembre de 2026')
    expect(plain(summary.renewal)).toBe(
      'Se renueva automáticamente cada mes por 19,99 € hasta que canceles la renovación.',
    )
    expect(summary.withdrawal).toContain('Como el plan empieza ahora')
    expect(summary.withdrawal).toContain('cada día empezado cuenta como disfrutado')
    expect(summary.request).toBe(
      'Pido que el servicio empiece ahora y acepto que, si desisto en los 14 días, pagaré la parte ya disfrutada.',
    )
  })

  it('keeping the trial: the first charge at its end, nothing to pay to withdraw before it', () => {
    const end = new Date('2026-12-12T23:30:00Z')
    const summary = orderSummary({
      plan: yearly,
      keptTrialEnd: end,
      now,
      timeZone: madrid,
      tax: null,
    })
    expect(plain(summary.price)).toBe('199,90 € / año')
    // In Madrid that instant is already the 13th.
    expect(summary.firstCharge).toBe('13 de diciembre de 2026')
    expect(plain(summary.renewal)).toBe(
      'Se renueva automáticamente cada año por 199,90 € hasta que canceles la renovación.',
    )
    expect(summary.withdrawal).toContain(
      'Antes del primer cobro, el 13 de diciembre de 2026, desistir no te cuesta nada',
    )
    expect(summary.request).toContain(
      'Pido que el plan empiece al terminar mi prueba, el 13 de diciembre de 2026',
    )
    expect(keepTrialHint(end, madrid)).toBe('Tu prueba sigue hasta el 13 dic; el primer cobro será ese día.')
  })

  it('prices before tax: the price + IVA = the total, which the renewal repeats (PRICES_INCLUDE_TAX=false)', () => {
    const summary = orderSummary({
      plan: monthly,
      keptTrialEnd: null,
      now,
      timeZone: madrid,
      tax: { ratePercent: 21, pricesIncludeTax: false },
    })
    expect(plain(summary.price)).toBe('19,99 € + 4,20 € de IVA (21 %) = 24,19 € / mes')
    expect(plain(summary.renewal)).toBe(
      'Se renueva automáticamente cada mes por 24,19 € hasta que canceles la renovación.',
    )
  })

  it('prices before tax, a buyer in Canarias: the price alone, without IVA', () => {
    const summary = orderSummary({
      plan: monthly,
      keptTrialEnd: null,
      now,
      timeZone: madrid,
      tax: { ratePercent: 21, pricesIncludeTax: false },
      exemptIn: 'Canarias',
    })
    expect(plain(summary.price)).toBe('19,99 € / mes · Sin IVA (destinatario en Canarias)')
    expect(plain(summary.renewal)).toContain('cada mes por 19,99 €')
  })

  it('a one-off plan says it does not renew, and when it ends', () => {
    const summary = orderSummary({
      plan: oneOff,
      keptTrialEnd: null,
      now,
      timeZone: madrid,
      tax: { ratePercent: 21, pricesIncludeTax: true },
    })
    expect(summary.renewal).toBe('Pago único: no se renueva. Tu plan termina el 28 de diciembre de 2026.')
  })
})
