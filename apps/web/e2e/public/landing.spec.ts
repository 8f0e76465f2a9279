import { expect, test } from '@playwright/test'
import { backOfficeTexts } from '@sosiego/shared/messages/areas/back-office'
import { backOfficeContentTexts } from '@sosiego/shared/messages/areas/back-office-content'
import { backOfficePeopleTexts } from '@sosiego/shared/messages/areas/back-office-people'
import { panelTexts } from '@sosiego/shared/messages/areas/panel'
import { serverTexts } from '@sosiego/shared/messages/areas/server'
import { signUpVerified } from '../auth/helpers.ts'
import {
  expectNoSeriousViolations,
  expectNoTextsOf,
  openPage,
  openTrialFromNavigation,
  recordScripts,
} from '../page-helpers.ts'

// The code of the islands below the first screen (decision 022): none of it loads with the page.
const laterIslands = /\/assets\/(testimonials-carousel|community-section|closing-actions|hero-actions)-/

// The landing page's sections, top to bottom (spec §1).
const sectionTitles = [
  'Un momento para ti, cada día',
  'Explora nuestras categorías',
  'Empieza en 3 pasos',
  'Prueba gratuita',
  'Planes',
  'Nosotros',
  'Lo que dicen nuestros usuarios',
  'Nuestra historia',
  'Nuestra comunidad',
  'Descubre qué necesitas hoy',
  'Empieza hoy a cuidar tu calma',
]

for (const width of [375, 1280]) {
  test.describe(`landing page at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } })

    test('shows every section in order with its key texts', async ({ page }) => {
      await openPage(page, '/')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tu espacio de calma, donde y cuando lo necesites' }),
      ).toBeVisible()
      await expect(page.locator('#header').getByRole('button', { name: 'Prueba GRATIS' })).toBeVisible()

      const titles = await page.locator('main h2').allTextContents()
      expect(titles.filter((title) => sectionTitles.includes(title))).toEqual(sectionTitles)

      for (const tile of ['Meditaciones', 'Sound Healing', 'Meditaciones cortas', 'Masterclass/talleres']) {
        await expect(
          page.locator('#categorias').getByRole('heading', { level: 3, name: tile, exact: true }),
        ).toBeVisible()
      }
      const claims = page.locator('#about')
      for (const claim of ['200', '+3.000', '2021', '+4', 'categorías y 20 temas']) {
        await expect(claims.getByText(claim, { exact: true })).toBeVisible()
      }
      await expect(page.locator('#test').getByRole('link', { name: 'Hacer Test' })).toHaveAttribute(
        'href',
        '/test',
      )
      const closing = page.locator('#empieza')
      await expect(closing.getByRole('button', { name: 'Prueba GRATIS' })).toBeVisible()
      await expect(closing.getByRole('button', { name: 'Descargar App' })).toBeVisible()
    })

    test('the header video is the variant for the width, muted and played once', async ({ page }) => {
      await openPage(page, '/')
      const video = page.getByTestId('hero-video')
      await expect(video).toHaveAttribute(
        'src',
        width < 768 ? '/hero/hero-mobile.mp4' : '/hero/hero-desktop.mp4',
      )
      expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([
        true,
        false,
      ])
      for (const file of ['/hero/hero-poster.webp', (await video.getAttribute('src')) ?? '']) {
        const response = await page.request.get(file)
        expect(response.status(), file).toBe(200)
        expect((await response.body()).byteLength).toBeLessThanOrEqual(300 * 1024)
      }
    })

    test('shows only the poster to visitors who prefer less motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openPage(page, '/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('#header img[src="/hero/hero-poster.webp"]')).toHaveCount(1)
      await expect(page.getByTestId('hero-video')).toHaveCount(0)
    })

    test('opens each community card in a dialog', async ({ page }) => {
      await openPage(page, '/')
      for (const card of ['TALLER', 'SESIONES', 'RETIROS']) {
        await page.getByRole('button', { name: `Ver detalles: ${card}` }).click()
        const dialog = page.getByRole('dialog', { name: card })
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: 'Cerrar' }).click()
        await expect(dialog).toBeHidden()
      }
    })

    test("opens the trial form from the navigation bar's 'Prueba gratuita' link", async ({ page }) => {
      await openPage(page, '/')
      await openTrialFromNavigation(page)

      const dialog = page.getByRole('dialog', { name: 'Prueba gratuita' })
      await dialog.getByRole('button', { name: 'Comenzar prueba gratuita' }).click()
      await expect(dialog.getByText('El nombre es requerido')).toBeVisible()
      await expect(dialog.getByText('El email es requerido')).toBeVisible()

      await dialog.getByLabel('Nombre').fill('Lucía')
      await dialog.getByLabel('Apellido').fill('Martín')
      await dialog.getByLabel('Email').fill('lucia@example.com')
      await dialog.getByRole('button', { name: 'Comenzar prueba gratuita' }).click()
      // One message, not a toast beside it; 'Entendido' closes the dialog (issue 19).
      await expect(dialog.getByRole('status')).toContainText('Gracias Lucía! Te enviamos un correo')
      await expect(page.getByText(/Ahora puedes acceder/)).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Entendido' }).click()
      await expect(dialog).toBeHidden()
    })

    test('Descargar App offers Android, iOS and a QR code', async ({ page }) => {
      // The QR generator is loaded when the dialog opens, not with the page.
      const scripts: string[] = []
      page.on('request', (request) => scripts.push(request.url()))
      await openPage(page, '/')
      await expect(page.locator('#empieza')).toBeVisible()
      expect(scripts.filter((url) => /\/qrcode-/.test(url))).toEqual([])
      await page.locator('#empieza').getByRole('button', { name: 'Descargar App' }).click()
      const dialog = page.getByRole('dialog', { name: 'Descarga la app de Sosiego' })
      await expect(dialog.getByText('Android')).toBeVisible()
      await expect(dialog.getByText('iOS')).toBeVisible()
      const qr = dialog.getByRole('img', { name: 'Código QR para descargar la app' })
      await expect(qr).toBeVisible()
      expect(await qr.locator('path').getAttribute('d')).toMatch(/^M/)
      expect(scripts.filter((url) => /\/qrcode-/.test(url))).toHaveLength(1)
      await expectNoSeriousViolations(page)
    })

    test('has no serious accessibility violations', async ({ page }) => {
      await openPage(page, '/')
      await expect(page.locator('#pricing').getByRole('article').first()).toBeVisible()
      await expectNoSeriousViolations(page)
    })

    test('runs no React until the first intent; then the cookie notice shows and Aceptar counts', async ({
      page,
    }) => {
      // React's client, the runtime and the first islands are one file (decision 052).
      const reactClient = /\/assets\/islands-/
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      const scriptTexts = recordScripts(page)
      await openPage(page, '/')
      await page.waitForLoadState('networkidle')
      expect(scripts.filter((url) => reactClient.test(url))).toEqual([])
      // The header video needs no React (amended decision 052).
      if (width >= 768) await expect(page.getByTestId('hero-video')).toHaveCount(1)

      // The first intent (the pointer over the page) loads React and the first islands.
      await page.mouse.move(width / 2, 300)
      await expect.poll(() => scripts.filter((url) => reactClient.test(url)).length).toBe(1)
      // The site's texts only: none of the panel's, the back office's or the API's (issue 29).
      await page.waitForLoadState('networkidle')
      expectNoTextsOf(await scriptTexts(), [
        panelTexts,
        backOfficeTexts,
        backOfficePeopleTexts,
        backOfficeContentTexts,
        serverTexts,
      ])
      const banner = page.getByRole('region', { name: 'Tu privacidad' })
      await banner.getByRole('button', { name: 'Aceptar', exact: true }).click()
      await expect(banner).toBeHidden()
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sosiego-cookie-consent') ?? '{}')))
        .toMatchObject({ analytics: true })
    })

    test('hydrates what moves when needed: a click on a part not loaded yet still works', async ({
      page,
    }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await openPage(page, '/')
      // Signed out, once the session is known: the navigation bar (an island hydrated on first intent).
      const nav = page.getByRole('navigation', { name: 'Navegación principal' })
      if (width >= 1024) await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
      expect(scripts.filter((url) => laterIslands.test(url))).toEqual([])

      // The hero's buttons load on the first touch, and the click that loaded them opens the modal.
      await page.locator('#header').getByRole('button', { name: 'Prueba GRATIS' }).click()
      const modal = page.getByRole('dialog', { name: 'Necesitas una cuenta' })
      await expect(modal).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('loginRedirect'))).toBe('/test')
      await page.keyboard.press('Escape')
      await expect(modal).toBeHidden()
      expect(scripts.filter((url) => /\/assets\/hero-actions-/.test(url))).toHaveLength(1)

      // The carousel loads as the visitor comes near it, not before.
      expect(scripts.filter((url) => /\/assets\/testimonials-carousel-/.test(url))).toEqual([])
      await page.locator('#testimonials').scrollIntoViewIfNeeded()
      await expect(page.locator('#testimonials').getByText(/^Página 1 de/)).toBeVisible()
      expect(scripts.filter((url) => /\/assets\/testimonials-carousel-/.test(url))).toHaveLength(1)

      // The footer's 'Prueba gratuita' opens the trial form (two islands: the footer and the form).
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Navegación' })
        .getByRole('link', { name: 'Prueba gratuita' })
        .click()
      await expect(page.getByRole('dialog', { name: 'Prueba gratuita' })).toBeVisible()
      await expectNoSeriousViolations(page)
    })

    test('the footer offers a signed-in member their own links, not sign-in and subscribe', async ({
      page,
    }) => {
      test.slow()
      await openPage(page, '/')
      const account = page.getByRole('contentinfo').getByRole('navigation', { name: 'Cuenta' })
      await expect(account.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
        'href',
        '/login?mode=login',
      )
      await expect(account.getByRole('link', { name: 'Suscribirme' })).toBeVisible()

      await signUpVerified(page, `footer-${width}`)
      await openPage(page, '/')
      await expect(account.getByRole('link', { name: 'Panel de Control' })).toHaveAttribute('href', '/panel')
      await expect(account.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0)
      await expect(account.getByRole('link', { name: 'Suscribirme' })).toHaveCount(0)
      await expectNoSeriousViolations(page)
    })
  })
}
