import { expect, test } from '@playwright/test'
import { blockProviderFonts, googleIssuer } from '../google-provider.ts'
import { expectNoSeriousViolations, openPage } from '../page-helpers.ts'

const seededPlans = ['Prueba gratuita', 'Mini', 'Full', 'Full anual']

test.describe('home page', () => {
  test('shows the seeded plans, shortest first, with the trial banner', async ({ page }) => {
    await openPage(page, '/')
    await expect(page).toHaveTitle('Inicio · Sosiego')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu espacio de calma, donde y cuando lo necesites' }),
    ).toBeVisible()

    const pricing = page.locator('#pricing')
    await expect(pricing.getByRole('heading', { name: 'Planes' })).toBeVisible()
    await expect(
      pricing.getByText('Pruébala gratis por 15 días y accede a todos los beneficios'),
    ).toBeVisible()
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(seededPlans)

    const trial = pricing.getByRole('article', { name: 'Prueba gratuita' })
    await expect(trial.getByText('Gratis', { exact: true })).toBeVisible()
    await expect(pricing.getByRole('article', { name: 'Full' }).getByText('¡La mejor opción!')).toBeVisible()
  })

  test('asks for an account before subscribing and remembers the checkout', async ({ page }) => {
    await openPage(page, '/')
    const mini = page.locator('#pricing').getByRole('article', { name: 'Mini' })
    await mini.getByRole('button', { name: 'Suscribirse' }).click()

    const dialog = page.getByRole('dialog', { name: 'Necesitas una cuenta' })
    await expect(dialog).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('loginRedirect'))).toBe('/checkout/mini')
    await expect(dialog.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
    await expect(dialog.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute(
      'href',
      '/login?mode=signup',
    )
    // The suite's server has Google sign-in configured (a local OpenID provider stands in for it).
    await expect(dialog.getByRole('link', { name: 'Continuar con Google' })).toHaveAttribute(
      'href',
      '/api/login-auth/google',
    )

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test("the account modal's 'Continuar con Google' leads to the provider's sign-in page", async ({
    page,
  }) => {
    await blockProviderFonts(page)
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Prueba GRATIS' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Necesitas una cuenta' })
    await dialog.getByRole('link', { name: 'Continuar con Google' }).click()
    await expect(page).toHaveURL(
      (url) => url.origin === googleIssuer && url.pathname.startsWith('/interaction/'),
    )
    await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
    await expect(page.getByPlaceholder('Enter any login')).toBeVisible()
  })

  test('scrolls to a section from the navigation bar', async ({ page }) => {
    await openPage(page, '/')
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Nosotros' })
      .click()
    await expect(page.locator('#about')).toBeInViewport()
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.locator('#pricing').getByRole('article')).toHaveCount(4)
    await expectNoSeriousViolations(page)
  })
})

test.describe('pre-rendered pages', () => {
  const prerendered = [
    { path: '/', heading: 'Tu espacio de calma, donde y cuando lo necesites' },
    { path: '/terminos-y-condiciones', heading: 'Términos y condiciones' },
    { path: '/politica-privacidad', heading: 'Política de privacidad' },
    { path: '/contact', heading: 'Contacto' },
  ]

  test('paint their content without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { path, heading } of prerendered) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('California, Estados Unidos')
    }
    await context.close()
  })

  test("the daily pages' frames paint without any script: the page's top, the sign-in form inert", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const frames = [
      { path: '/panel/meditaciones', heading: 'Meditaciones' },
      { path: '/admin', heading: 'Panel de Control' },
      { path: '/admin/clientes', heading: 'Clientes' },
      { path: '/login?mode=login', heading: 'Inicia sesión' },
      { path: '/login?mode=signup', heading: 'Crea tu cuenta' },
    ]
    for (const { path, heading } of frames) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    }
    // The form is drawn, but typing into it before the app has drawn would be lost: it takes none.
    await expect(page.locator('main [inert]').getByLabel('Correo electrónico')).toBeVisible()
    await context.close()
  })

  test('hydrate without a mismatch or any error, and without asking about a session nobody has', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const sessionChecks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/users/')) sessionChecks.push(request.url())
    })
    for (const { path, heading } of prerendered) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // Hydrated: the navigation bar now knows there is no session and offers to sign in.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
    }
    expect(problems).toEqual([])
    expect(sessionChecks).toEqual([])
  })
})

test.describe('not-found page', () => {
  test('is shown for unknown paths and leads back home', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe')
    await expect(page.getByText('La página que buscas no existe o fue movida.')).toBeVisible()
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu espacio de calma, donde y cuando lo necesites',
    )
  })

  test('is shown at /404, and from there the navigation bar scrolls home to a section', async ({ page }) => {
    await page.goto('/404')
    await expect(page).toHaveTitle('Página no encontrada · Sosiego')
    await expect(page.getByText('La página que buscas no existe o fue movida.')).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Precio' })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('#pricing')).toBeInViewport()
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/404')
    await expect(page.getByText('La página que buscas no existe o fue movida.')).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('opens the menu and reaches sign-in and pricing from it', async ({ page }) => {
    await openPage(page, '/')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByRole('link', { name: 'Precio' })).toBeHidden()

    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?mode=login',
    )
    await expect(menu.getByRole('link', { name: 'Suscribirme' })).toHaveAttribute(
      'href',
      '/login?mode=signup',
    )

    await menu.getByRole('link', { name: 'Precio' }).click()
    await expect(menu).toBeHidden()
    await expect(page.locator('#pricing')).toBeInViewport()
  })

  test('has no horizontal overflow and no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.locator('#pricing').getByRole('article')).toHaveCount(4)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoSeriousViolations(page)
  })
})
