import { type Category, foldText, holdsEveryWord, type Plan, searchWords } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'

/** The edit modal's fields as the inputs hold them (numbers as typed). */
export type PlanFormValues = {
  name: string
  description: string
  price: string
  durationDays: string
  features: string[]
  categoryAccess: string[]
  fullCategoryAccess: boolean
  isActive: boolean
  order: string
  isFeatured: boolean
  isTestSubscrionPlan: boolean
  renews: boolean
}

/** What PUT /api/plans/update/{id} receives from the back office (spec §7): price as a string, USD. */
export type PlanUpdateRequest = {
  name: string
  description: string
  price: string
  currency: 'USD'
  durationDays: number
  features: string[]
  categoryAccess: string[]
  fullCategoryAccess: boolean
  isActive: boolean
  order: number
  isFeatured: boolean
  isTestSubscrionPlan: boolean
  /** Issue 18: the plan renews with the provider. Off for the test plan. */
  renews: boolean
}

export function planToFormValues(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    // With the Spanish decimal comma, as the app writes prices everywhere else ('9,99 US$').
    price: plan.price.toFixed(2).replace('.', ','),
    durationDays: String(plan.durationDays),
    features: [...plan.features],
    categoryAccess: [...plan.categoryAccess],
    fullCategoryAccess: plan.fullCategoryAccess,
    isActive: plan.isActive,
    order: String(plan.order),
    isFeatured: plan.isFeatured,
    isTestSubscrionPlan: plan.isTestSubscrionPlan,
    renews: plan.renews ?? false,
  }
}

/** "9,99" and " 9.99 " both mean 9.99: a comma is the Spanish decimal mark. */
export function normalisePrice(value: string): string {
  return value.trim().replace(',', '.')
}

const priceShape = /^\d{1,6}(\.\d{1,2})?$/

/**
 * Whether a new price is more than ten times the old one, or less than a tenth of it: almost always a
 * slip of the decimal mark ('999' for '9,99'), so the form asks before saving it (issue 28). A free
 * plan becoming paid, or the reverse, is a deliberate change and is not asked about.
 */
export function priceJumps(before: number, after: number): boolean {
  if (before === 0 || after === 0) return false
  return after > before * 10 || after < before / 10
}
const wholeNumber = /^\d+$/

/** The server's rules (shared planUpdateBodySchema), with its messages, checked before sending. */
export function priceError(value: string): string | undefined {
  const price = normalisePrice(value)
  return priceShape.test(price) && Number(price) <= 100_000 ? undefined : es['plans.priceInvalid']
}

export function durationError(value: string): string | undefined {
  const text = value.trim()
  const days = Number(text)
  return wholeNumber.test(text) && days >= 1 && days <= 3650 ? undefined : es['plans.durationInvalid']
}

export function orderError(value: string): string | undefined {
  const text = value.trim()
  const order = Number(text)
  return wholeNumber.test(text) && order <= 1000 ? undefined : es['adminPlans.field.orderInvalid']
}

export function nameError(value: string): string | undefined {
  return value.trim() ? undefined : es['adminPlans.field.nameRequired']
}

/** Trimmed, without blanks or repeats, in the order typed. */
export function cleanFeatures(features: readonly string[]): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const feature of features) {
    const text = feature.trim()
    if (text && !seen.has(text)) {
      seen.add(text)
      kept.push(text)
    }
  }
  return kept
}

export function formValuesToRequest(values: PlanFormValues): PlanUpdateRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: normalisePrice(values.price),
    currency: 'USD',
    durationDays: Number(values.durationDays.trim()),
    features: cleanFeatures(values.features),
    // Kept while full access is on, so switching it off again restores the choice.
    categoryAccess: [...new Set(values.categoryAccess)],
    fullCategoryAccess: values.fullCategoryAccess,
    isActive: values.isActive,
    order: Number(values.order.trim()),
    isFeatured: values.isFeatured,
    isTestSubscrionPlan: values.isTestSubscrionPlan,
    // The test plan never renews (the server refuses it too).
    renews: values.renews && !values.isTestSubscrionPlan,
  }
}

export type PlanFlag = 'isFeatured' | 'isTestSubscrionPlan'

/**
 * Another plan already holding `flag`, if any (spec §4: at most one popular plan and one test plan;
 * setting a second is blocked with an info dialog). The server enforces it as well.
 */
export function planHoldingFlag(plans: readonly Plan[], planId: string, flag: PlanFlag): Plan | undefined {
  return plans.find((plan) => plan._id !== planId && plan[flag])
}

/** The info dialog's texts for a blocked flag (spec §5). */
export function flagConflictTexts(flag: PlanFlag): { title: string; message: string } {
  return flag === 'isFeatured'
    ? { title: es['plans.featuredTakenTitle'], message: es['plans.featuredTaken'] }
    : { title: es['plans.testPlanTakenTitle'], message: es['plans.testPlanTaken'] }
}

/** The server's error code for a flag another plan took meanwhile. */
export function flagOfErrorCode(code: string | undefined): PlanFlag | undefined {
  if (code === 'plans.featuredTaken') return 'isFeatured'
  if (code === 'plans.testPlanTaken') return 'isTestSubscrionPlan'
  return undefined
}

/** The checklist's search: name or description, ignoring case and accents. */
export function filterCategories(categories: readonly Category[], query: string): Category[] {
  const words = searchWords(query)
  if (words.length === 0) return categories.slice()
  return categories.filter((category) => {
    const text = foldText(`${category.name}\n${category.description}`)
    return holdsEveryWord(text, words)
  })
}

export function toggleId(ids: readonly string[], id: string, on: boolean): string[] {
  const rest = ids.filter((existing) => existing !== id)
  return on ? [...rest, id] : rest
}

/** The card's price: 'Gratis' for 0, else the amount in the plan's currency. */
export function planPriceLabel(
  plan: Pick<Plan, 'price' | 'currency'>,
  format: (n: number, c: string) => string,
) {
  return plan.price === 0 ? es['adminPlans.free'] : format(plan.price, plan.currency || 'USD')
}

/** The card shows the first two features and how many more there are. */
export function featurePreview(features: readonly string[], shown = 2): { shown: string[]; more: number } {
  return { shown: features.slice(0, shown), more: Math.max(0, features.length - shown) }
}
