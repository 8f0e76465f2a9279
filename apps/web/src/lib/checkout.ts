// In lib, not a feature: billing's checkout and the plans' cards and picker follow these rules.

/**
 * The purchase rules the web app applies before it asks the server (spec §4 "Checkout"); the server
 * applies the same ones again (apps/api/src/modules/billing/checkout.service.ts).
 */

export const miniPlanSlug = 'mini'
export const fullPlanSlug = 'full'
/** The mini plan takes the two themes chosen after the wellbeing test. */
export const miniThemesPath = '/panel/mis-tests?miniFlow=1'
export const setPasswordPath = '/loginSetPassword'

/** The one purchase allowed over an active paid plan: a mini holder buying full. */
export function isPlanUpgrade(fromSlug: string, toSlug: string): boolean {
  return fromSlug === miniPlanSlug && toSlug === fullPlanSlug
}

export type CheckoutUser = {
  activeSubscription?: {
    status: string
    plan: { slug: string; isTestSubscrionPlan: boolean }
    /** The trial's end, which the order summary offers to keep (issue 32). */
    endDate?: string | null | undefined
  } | null
}

type CheckoutInput = {
  user: CheckoutUser
  planSlug: string
  /** The browser's temporary-account flag (spec §3 `isTemporary`). */
  isTemporary: boolean
  /** The theme ids chosen for the mini plan (session storage `miniSelectedThemes`). */
  miniThemeIds: readonly string[]
}

export type CheckoutRedirect = {
  path: string
  /** Why: the page tells a member with an active plan why they were sent home. */
  reason: 'temporaryAccount' | 'activePlan' | 'miniThemes'
}

/**
 * Where /checkout/{planSlug} sends the buyer instead of opening a payment, or null to go on.
 * A temporary account sets its password first; an active plan that is not the trial blocks every
 * purchase but mini → full (to /); mini needs its two themes, chosen after the test.
 */
export function checkoutRedirect({
  user,
  planSlug,
  isTemporary,
  miniThemeIds,
}: CheckoutInput): CheckoutRedirect | null {
  if (isTemporary) return { path: setPasswordPath, reason: 'temporaryAccount' }
  const active = user.activeSubscription
  if (
    active?.status === 'active' &&
    !active.plan.isTestSubscrionPlan &&
    !isPlanUpgrade(active.plan.slug, planSlug)
  ) {
    return { path: '/', reason: 'activePlan' }
  }
  if (planSlug === miniPlanSlug && miniThemePair(miniThemeIds) === null) {
    return { path: miniThemesPath, reason: 'miniThemes' }
  }
  return null
}

/** The two different themes of the mini choice, or null when the stored choice is not a pair. */
export function miniThemePair(ids: readonly string[]): { themeId1: string; themeId2: string } | null {
  const [themeId1, themeId2] = ids
  if (ids.length !== 2 || !themeId1 || !themeId2 || themeId1 === themeId2) return null
  return { themeId1, themeId2 }
}
