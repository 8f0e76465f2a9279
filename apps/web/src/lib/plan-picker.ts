import { formatMoney } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { es as panelEs } from '@sosiego/shared/messages/panel'
import { pricesExcludeTax, pricesIncludeTax } from './app-config.ts'
import { fullPlanSlug, isPlanUpgrade, miniPlanSlug } from './checkout.ts'
import { panelPeriodLabel, periodLabel } from './period-label.ts'

// In lib, not a feature: billing's Mi Suscripción and the plans' picker dialog both draw it.

/**
 * Mi Suscripción's plan card and the panel's plan picker (spec §2 "Mi Suscripción", §9): prices read
 * '$N / año' for exactly 365 days, '$N / mes' otherwise, and a free plan '$0 / mes'.
 */
export function panelPriceLabel(plan: {
  price: number
  currency?: string | undefined
  durationDays: number
}) {
  const currency = plan.currency ?? 'USD'
  if (plan.price === 0) return `${formatMoney(0, currency)} ${panelPeriodLabel(30)}`
  return `${formatMoney(plan.price, currency)} ${panelPeriodLabel(plan.durationDays)}`
}

/**
 * Mi Suscripción's own plan (issue 18): what the member has, said plainly. A free plan reads
 * 'Gratis' (as the spec says for plans), and the period follows the plan's days: '/ 15 días',
 * '/ mes', '/ año'. The plan picker keeps the spec's '$0 / mes' (`panelPriceLabel`).
 */
export function subscriptionPriceLabel(plan: {
  price: number
  currency?: string | undefined
  durationDays: number
}) {
  if (plan.price === 0) return es['pricing.free']
  const price = `${formatMoney(plan.price, plan.currency ?? 'USD')} ${periodLabel(plan.durationDays)}`
  // Issue 32: prices before tax say so; what was charged is in the renewal line and the invoices.
  return pricesExcludeTax() ? `${price} ${panelEs['checkout.plusTax']}` : price
}

export type PickerActivePlan = { slug: string; isTestSubscrionPlan: boolean }
type PickerSubscription = { status: string; plan: PickerActivePlan } | null | undefined

/** 'Actualizar plan' shows while the active plan is mini or the trial (the test plan). */
export function canChangePlan(active: PickerSubscription): boolean {
  return active?.status === 'active' && (active.plan.slug === miniPlanSlug || active.plan.isTestSubscrionPlan)
}

/** `trial`: the test plan is active; `upgrade`: a mini holder, offered full only; `choose`: anyone else. */
export type PlanPickerMode = 'trial' | 'upgrade' | 'choose'

export function planPickerMode(active: PickerSubscription): PlanPickerMode {
  if (active?.status !== 'active') return 'choose'
  if (active.plan.isTestSubscrionPlan) return 'trial'
  return active.plan.slug === miniPlanSlug ? 'upgrade' : 'choose'
}

export function planPickerTitle(mode: PlanPickerMode): string {
  if (mode === 'trial') return es['planPicker.titleTrial']
  if (mode === 'upgrade') return es['planPicker.titleUpgrade']
  return es['planPicker.title']
}

export type PickerPlan = {
  slug: string
  price: number
  currency: string
  durationDays: number
  order: number
  /** The free trial is not bought: it is granted at verification (decision 049). */
  isTestSubscrionPlan?: boolean
}

/**
 * Issue 32: beside a paid price, 'IVA incluido' when prices include tax (PRICES_INCLUDE_TAX), '+ IVA'
 * when they do not (the checkout adds it: decision 113).
 */
export function taxNote(plan: { price: number }): string | null {
  if (plan.price <= 0) return null
  if (pricesIncludeTax()) return es['pricing.taxIncluded']
  return pricesExcludeTax() ? panelEs['checkout.plusTax'] : null
}

export type PlanPickerCard<Plan extends PickerPlan> = {
  plan: Plan
  priceLabel: string
  /** 'IVA incluido', '+ IVA' when prices exclude tax, or null when the page does not say. */
  taxNote: string | null
  /** The full plan's banner, or null. */
  highlight: string | null
  actionLabel: string
  /** A mini holder buying full: the server ends mini and starts full (decision 028). */
  upgrade: boolean
  checkoutPath: string
}

/**
 * The picker's cards (issue 32): every plan on sale a member may buy, in the catalogue's order (mini,
 * full, full anual…), never the free trial; full alone for a mini holder, the one purchase allowed
 * over a paid plan. Each card leads to /checkout/{slug}, whose order summary comes before paying.
 */
export function planPickerCards<Plan extends PickerPlan>(
  plans: readonly Plan[],
  active: PickerSubscription,
): PlanPickerCard<Plan>[] {
  const mode = planPickerMode(active)
  const buyable = (plan: Plan) =>
    mode === 'upgrade' ? plan.slug === fullPlanSlug : !plan.isTestSubscrionPlan && plan.price > 0
  return plans
    .filter(buyable)
    .toSorted((a, b) => a.order - b.order || a.durationDays - b.durationDays)
    .map((plan) => {
      const upgrade = active?.status === 'active' && isPlanUpgrade(active.plan.slug, plan.slug)
      return {
        plan,
        priceLabel: panelPriceLabel(plan),
        taxNote: taxNote(plan),
        highlight: plan.slug === fullPlanSlug ? es['planPicker.bestOption'] : null,
        actionLabel: upgrade ? es['planPicker.upgrade'] : es['planPicker.subscribe'],
        upgrade,
        checkoutPath: `/checkout/${encodeURIComponent(plan.slug)}`,
      }
    })
}
