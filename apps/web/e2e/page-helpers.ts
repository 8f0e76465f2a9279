import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe on the page once it is still: no serious or critical violation. Finite animations (a toast or
 * dialog fading in) end first, or axe measures the colours half-way and reports low contrast.
 */
export async function expectNoSeriousViolations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: do not wait for it past a few seconds.
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  )
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
