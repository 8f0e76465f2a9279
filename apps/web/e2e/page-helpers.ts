import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe on the page as it is now: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

/** The cookie banner sits at the bottom of phones' screens: answer it as a person would. */
export async function dismissCookieBanner(page: Page) {
  const reject = page.getByRole('button', { name: 'Rechazar', exact: true })
  if (await reject.isVisible().catch(() => false)) await reject.click()
}

/**
 * Opens a pre-rendered page as a visitor and waits until the app has taken it over (the navigation
 * bar offers to sign in once the session check has run): a click on the page before that is lost.
 */
export async function openPrerendered(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('header a[href="/login?mode=login"]').first()).toBeAttached()
}
