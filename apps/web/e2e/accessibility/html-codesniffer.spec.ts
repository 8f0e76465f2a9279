import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { type Credentials, demoAdmin, demoMember } from '../auth/helpers.ts'
import { expectNoHtmlcsErrors, expectNoSeriousViolations, openPage } from '../page-helpers.ts'

/**
 * Issue 28, item 10: axe (serious and critical) and HTML_CodeSniffer (WCAG2AA errors) find nothing
 * on the sign-up and login forms, the member's panel and the back office, on a phone and on a wide
 * screen. Each account signs in once per width and its page visits every path in turn.
 */

/** A page, and the heading that says it has come. */
type Check = { path: string; heading: string | RegExp }

const member: Check[] = [
  { path: '/panel', heading: /^¡Hola, / },
  { path: '/panel/meditaciones', heading: 'Meditaciones' },
  { path: '/panel/progreso', heading: 'Mi progreso' },
  { path: '/panel/suscripcion', heading: 'Mi Suscripción' },
]
const staff: Check[] = [
  { path: '/admin', heading: 'Panel de Control' },
  { path: '/admin/clientes', heading: 'Clientes' },
  { path: '/admin/logs-ordenes', heading: 'Órdenes' },
  { path: '/admin/reviews', heading: 'Reseñas' },
]

/** Opens the path and waits for its heading and for whatever it loads to have come. */
async function open(page: Page, { path, heading }: Check) {
  await openPage(page, path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  // Lists and panels load after the heading: their spinners and busy regions are gone.
  await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0)
}

/** Both tools run, and a failing page tells what each of them found. */
async function expectClean(page: Page) {
  const failures: Error[] = []
  for (const check of [expectNoSeriousViolations, expectNoHtmlcsErrors]) {
    await check(page).catch((error: Error) => failures.push(error))
  }
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.message).join('\n\n'))
}

for (const width of [375, 1280]) {
  const viewport = { width, height: width < 768 ? 812 : 800 }

  test.describe(`${width} px`, () => {
    test.use({ viewport })

    test('the sign-up form', async ({ page }) => {
      await openPage(page, '/login?mode=signup')
      await expect(page.getByRole('main').getByRole('button', { name: 'Crear cuenta' })).toBeVisible()
      await expectClean(page)
    })

    test('the login form', async ({ page }) => {
      await openPage(page, '/login?mode=login')
      await expect(page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
      await expectClean(page)
    })

    for (const [name, account, checks] of [
      ['the demo member', demoMember, member],
      ['staff', demoAdmin, staff],
    ] as [string, Credentials, Check[]][]) {
      test.describe(`signed in as ${name}`, () => {
        let context: BrowserContext
        let page: Page
        test.beforeAll(async ({ browser }, testInfo) => {
          const { baseURL, locale } = testInfo.project.use
          context = await browser.newContext({ baseURL, locale, viewport })
          page = await context.newPage()
          const login = await page.request.post('/api/users/login', {
            headers: { origin: new URL(baseURL ?? '').origin },
            data: account,
          })
          expect(login.ok()).toBe(true)
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
  })
}
