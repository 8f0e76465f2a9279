import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import type { Credentials } from '../auth/helpers.ts'
import {
  dismissCookieBanner,
  expectNoHtmlcsErrors,
  expectNoWcagViolations,
  openPage,
  waitForIsland,
} from '../page-helpers.ts'

/** A page, and (when it has a known one) the heading that says it has come. */
export type Check = { path: string; heading?: string | RegExp }

export const widths = [375, 1280] as const
export const viewportOf = (width: number) => ({ width, height: width < 768 ? 812 : 800 })

/** Opens the path and waits for its heading and for whatever it loads to have come. */
export async function open(page: Page, { path, heading }: Check) {
  await openPage(page, path)
  await expect(page.getByRole('heading', { level: 1, name: heading ?? /./ }).first()).toBeVisible()
  if (path === '/') {
    // The landing's testimonials are an island that hydrates as it comes into view, then reads the
    // public reviews; until then its pre-render says it is busy.
    await page.locator('#testimonials').scrollIntoViewIfNeeded()
    await waitForIsland(page, 'testimonials')
    return
  }
  // Lists and panels load after the heading: their spinners and busy regions are gone.
  await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0)
}

/** Both tools run (axe: WCAG 2.2 AA, every impact; HTML_CodeSniffer: WCAG2AA errors), each one's findings told. */
export async function expectClean(page: Page) {
  const failures: Error[] = []
  for (const check of [expectNoWcagViolations, expectNoHtmlcsErrors]) {
    await check(page).catch((error: Error) => failures.push(error))
  }
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.message).join('\n\n'))
}

/** A browser context at `width`, signed in as `account` (or a visitor), the cookie banner answered. */
export async function contextFor(
  browser: import('@playwright/test').Browser,
  use: { baseURL?: string; locale?: string },
  width: number,
  account: Credentials | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    viewport: viewportOf(width),
  })
  const page = await context.newPage()
  if (account) {
    const login = await page.request.post('/api/users/login', {
      headers: { origin: new URL(use.baseURL ?? '').origin },
      data: account,
    })
    expect(login.ok()).toBe(true)
  }
  // The banner is checked with the cookie settings (dialogs.spec.ts); elsewhere it is answered.
  await openPage(page, '/contact')
  await dismissCookieBanner(page)
  return { context, page }
}

/**
 * One describe per width: a context for the account, signed in once, whose page visits every path
 * in turn and runs both checkers on each.
 */
export function checkPages(who: string, account: Credentials | null, checks: Check[]) {
  for (const width of widths) {
    test.describe(`${width} px, as ${who}`, () => {
      let context: BrowserContext
      let page: Page
      test.beforeAll(async ({ browser }, testInfo) => {
        ;({ context, page } = await contextFor(browser, testInfo.project.use, width, account))
      })
      test.afterAll(() => context.close())

      for (const check of checks) {
        test(check.path, async () => {
          await open(page, check)
          await expectClean(page)
        })
      }
    })
  }
}
