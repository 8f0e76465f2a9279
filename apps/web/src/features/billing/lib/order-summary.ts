import { formatMoney, periodLabel, planChargeOfPrice, renewalEvery, type TaxTerms } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'

// Issue 32: what the member sees before paying. The server applies the same rules (billing module's
// checkout/kept-trial.ts); the withdrawal's words are Mi Suscripción's rule (renewals/withdrawal-refund.ts).

/** Stripe takes a trial's end at least 48 hours ahead; closer to it, the plan can only start now. */
export const KEEP_TRIAL_MIN_MS = 48 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export type SummaryPlan = {
  name: string
  price: number
  currency: string
  durationDays: number
  renews: boolean
}

type SummaryHolding =
  | {
      status: string
      endDate?: string | null | undefined
      plan: { isTestSubscrionPlan: boolean }
    }
  | null
  | undefined

/**
 * The trial's end when the member may keep it (decision 115): the free trial in force, a renewing
 * plan (a one-off one is paid at checkout) and at least 48 hours left. Otherwise null.
 */
export function keepableTrialEnd(active: SummaryHolding, plan: SummaryPlan, now: Date): Date | null {
  if (active?.status !== 'active' || !active.plan.isTestSubscrionPlan || !active.endDate || !plan.renews)
    return null
  const end = new Date(active.endDate)
  return end.getTime() - now.getTime() >= KEEP_TRIAL_MIN_MS ? end : null
}

export type OrderSummary = {
  plan: string
  /**
   * '19,99 US$ / mes · IVA incluido'; prices before tax: '19,99 US$ + 4,20 US$ de IVA (21 %) = 24,19 US$
   * / mes', or the price alone, without IVA, for a buyer outside its territory.
   */
  price: string
  firstCharge: string
  renewal: string
  withdrawal: string
  /** The express request the pay button needs. */
  request: string
  requestHint: string
}

/**
 * The order summary's lines (issue 32), in the service's time zone: the price with tax and period, the
 * first charge (today, or the trial's end when the trial is kept), the renewal terms and the 14-day
 * withdrawal with its pro-rata rule.
 */
export function orderSummary({
  plan,
  keptTrialEnd,
  now,
  timeZone,
  tax,
  exemptIn = null,
}: {
  plan: SummaryPlan
  /** The trial's end when the member keeps it; null: the plan starts now. */
  keptTrialEnd: Date | null
  now: Date
  timeZone: string | undefined
  /** The page's tax rule (`taxTerms`); null: the price alone, as the page does not say. */
  tax: TaxTerms | null
  /** Where the buyer's billing details put them outside the IVA territory ('Canarias'), or null. */
  exemptIn?: string | null
}): OrderSummary {
  const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone })
  // The checkout's own rule (planCharge): what is shown here is what the order will charge.
  const charge = tax ? planChargeOfPrice(plan.price, tax, exemptIn) : null
  const format = (cents: number) => formatMoney(cents / 100, plan.currency)
  const money = charge ? format(charge.totalCents) : formatMoney(plan.price, plan.currency)
  const total = `${money} ${periodLabel(plan.durationDays)}`
  const price = !tax
    ? total
    : tax.pricesIncludeTax
      ? `${total} · ${es['pricing.taxIncluded']}`
      : charge?.exemptIn
        ? `${total} · ${t('checkout.priceTaxExempt', { territory: charge.exemptIn })}`
        : charge && charge.taxCents > 0
          ? t('checkout.priceTaxAdded', {
              price: format(charge.priceCents),
              tax: format(charge.taxCents),
              rate: new Intl.NumberFormat('es-ES').format(tax.ratePercent),
              total,
            })
          : total
  const start = keptTrialEnd ?? now
  return {
    plan: plan.name,
    price,
    firstCharge: keptTrialEnd
      ? longDate.format(keptTrialEnd)
      : t('checkout.firstChargeToday', { date: longDate.format(now) }),
    renewal: plan.renews
      ? t('checkout.renews', { every: renewalEvery(plan.durationDays), price: money })
      : t('checkout.oneOff', {
          date: longDate.format(new Date(start.getTime() + plan.durationDays * DAY_MS)),
        }),
    withdrawal: keptTrialEnd
      ? t('checkout.withdrawalKept', { date: longDate.format(keptTrialEnd) })
      : es['checkout.withdrawalNow'],
    request: keptTrialEnd
      ? t('checkout.keepTrialRequest', { date: longDate.format(keptTrialEnd) })
      : es['checkout.immediateStart'],
    requestHint: keptTrialEnd ? es['checkout.keepTrialRequestHint'] : es['checkout.immediateStartHint'],
  }
}

/** 'Tu prueba sigue hasta el 12 dic; el primer cobro será ese día.' */
export function keepTrialHint(trialEnd: Date, timeZone: string | undefined): string {
  const short = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone })
  return t('checkout.keepTrialHint', { date: short.format(trialEnd) })
}
