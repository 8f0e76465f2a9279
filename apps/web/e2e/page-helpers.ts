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
 * Opens a page and waits until the app has taken it over (main.tsx marks it): on a pre-rendered
 * page, a click before that would be lost.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-app="ready"]')).toBeAttached()
}
