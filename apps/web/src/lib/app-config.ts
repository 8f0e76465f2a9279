import type { TaxTerms } from '@sosiego/shared'

let prerenderSettings: Record<string, string | undefined> = {}

/** Pre-rendering on the server (entry-server.tsx): the settings the page's metas will carry. */
export function setPrerenderSettings(settings: Record<string, string | undefined>): void {
  prerenderSettings = settings
}

/**
 * What the server tells the page about its configuration, as `<meta name="sosiego-…">` tags written
 * in place of `<!--app-config-->` in index.html. Read on demand: tests change the document between
 * renders.
 */
export function appSetting(name: string): string {
  if (typeof document === 'undefined') return prerenderSettings[name]?.trim() ?? ''
  return document.querySelector<HTMLMetaElement>(`meta[name="sosiego-${name}"]`)?.content.trim() ?? ''
}

/** Google sign-in is offered only when the operator configured it. */
export function isGoogleSignInEnabled(): boolean {
  return appSetting('google-sign-in') === 'enabled'
}

/** A server route, not a page: the browser leaves the app for Google's consent screen. */
export const googleSignInUrl = '/api/login-auth/google'

/** Issue 32: whether plan prices include tax (PRICES_INCLUDE_TAX), so that they say 'IVA incluido'. */
export function pricesIncludeTax(): boolean {
  return appSetting('prices-include-tax') === 'true'
}

/**
 * Issue 32: the tax rule (TAX_RATE, PRICES_INCLUDE_TAX) for `planCharge`, so the order summary shows
 * what the checkout will charge; null when the page does not say (older pages, tests).
 */
export function taxTerms(): TaxTerms | null {
  const included = appSetting('prices-include-tax')
  const rate = Number(appSetting('tax-rate') || Number.NaN)
  // Prices with tax in them need no rate to be shown; prices before it do.
  if (included === 'true') return { ratePercent: Number.isFinite(rate) ? rate : 0, pricesIncludeTax: true }
  if (included !== 'false' || !Number.isFinite(rate)) return null
  return { ratePercent: rate, pricesIncludeTax: false }
}

/** Issue 32: prices are before IVA, which the checkout adds (PRICES_INCLUDE_TAX=false): they say '+ IVA'. */
export function pricesExcludeTax(): boolean {
  return appSetting('prices-include-tax') === 'false'
}

/**
 * Issue 32: the service's time zone (TIME_ZONE), in which billing dates are shown; the browser's own
 * when the page does not say (older pages, tests).
 */
export function serviceTimeZone(): string | undefined {
  return appSetting('time-zone') || undefined
}
