/**
 * The browser suite's OpenID provider standing in for Google (apps/api/test/oidc-provider-server.ts,
 * started by playwright.config.ts on the port after the app's), and how a person signs in there.
 */
import { expect, type Page } from '@playwright/test'
import type { Actions } from './page-helpers.ts'

/** E2E_PORT lets two checkouts run their suites side by side; the provider takes the next port. */
export const appPort = Number(process.env.E2E_PORT ?? 3100)
export const googleIssuer = `http://127.0.0.1:${appPort + 1}`
export const googleClient = { clientId: 'sosiego-e2e', clientSecret: 'sosiego-e2e-secret-0123456789' }

/**
 * Its pages load a web font from fonts.googleapis.com; the tests do not reach the internet, and a
 * person's browser would not wait on it either.
 */
export async function blockProviderFonts(page: Page) {
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort())
}

/**
 * The provider's development login page ('Sign-in': any login, any password; the login is the
 * e-mail address) and its consent page ('Authorize', 'Continue'), as a person not yet signed in
 * there goes through them.
 */
export async function signInAtProvider(page: Page, email: string, password: string, act: Actions) {
  await expect(page).toHaveURL((url) => url.origin === googleIssuer)
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
  await act.fill(page.getByPlaceholder('Enter any login'), email)
  await act.fill(page.getByPlaceholder('and password'), password)
  await act.click(page.getByRole('button', { name: 'Sign-in' }))
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible()
  await act.click(page.getByRole('button', { name: 'Continue' }))
}
