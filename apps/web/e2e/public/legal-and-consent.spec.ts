import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations, openPage } from '../page-helpers.ts'

const legalPages = [
  { path: '/terminos-y-condiciones', heading: 'Términos y condiciones', link: 'Términos y condiciones' },
  { path: '/politica-privacidad', heading: 'Política de privacidad', link: 'Política de privacidad' },
  { path: '/contact', heading: 'Contacto', link: 'Escríbenos' },
]

const widths = [375, 1280]

/** Every request to Google Tag Manager the page makes, observed (and answered empty). */
async function watchTagManager(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(/googletagmanager\.com/, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return requests
}

for (const width of widths) {
  test.describe(`legal pages and cookie consent at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } })

    test('the footer reaches each legal page, titled, with no serious accessibility issue', async ({
      page,
    }) => {
      for (const legal of legalPages) {
        await openPage(page, '/')
        const footer = page.getByRole('contentinfo')
        await footer.getByRole('link', { name: legal.link, exact: true }).click()
        await expect(page).toHaveURL(legal.path)
        await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible()
        await expect(page).toHaveTitle(`${legal.heading} · Sosiego`)
        // The banner is still open here: the page and the banner are checked together.
        await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible()
        await expectNoSeriousViolations(page)
      }
      await page.screenshot({ path: test.info().outputPath(`privacy-${width}.png`) })
    })

    test('the banner: Rechazar is remembered and nothing is loaded', async ({ page }) => {
      const tagRequests = await watchTagManager(page)
      await openPage(page, '/politica-privacidad')
      const banner = page.getByRole('region', { name: 'Tu privacidad' })
      await expect(banner).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`banner-${width}.png`) })

      const accept = banner.getByRole('button', { name: 'Aceptar', exact: true })
      const reject = banner.getByRole('button', { name: 'Rechazar', exact: true })
      const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()]
      expect(Math.round(rejectBox?.height ?? 0)).toBe(Math.round(acceptBox?.height ?? 1))
      expect(Math.abs((rejectBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThan(2)

      await reject.click()
      await expect(banner).toBeHidden()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible()
      await expect(banner).toBeHidden()
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('sosiego-cookie-consent') ?? '{}'),
      )
      expect(stored).toMatchObject({ version: 1, analytics: false })
      expect(tagRequests).toEqual([])
    })

    test('the banner: Aceptar is remembered; with no GTM_ID no tag manager is loaded', async ({ page }) => {
      const tagRequests = await watchTagManager(page)
      await openPage(page, '/')
      await page
        .getByRole('region', { name: 'Tu privacidad' })
        .getByRole('button', { name: 'Aceptar', exact: true })
        .click()
      await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeHidden()
      await openPage(page, '/contact')
      await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeHidden()
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('sosiego-cookie-consent') ?? '{}'),
      )
      expect(stored).toMatchObject({ version: 1, analytics: true })
      expect(typeof stored.date).toBe('string')
      expect(tagRequests).toEqual([])
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
    })

    test('Configurar opens the settings; the footer link changes the choice later', async ({ page }) => {
      await openPage(page, '/contact')
      await page.getByRole('button', { name: 'Configurar', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Configuración de cookies' })
      await expect(dialog).toBeVisible()
      const analytics = dialog.getByRole('switch', { name: 'Analíticas' })
      await expect(analytics).toHaveAttribute('aria-checked', 'false')
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: test.info().outputPath(`settings-${width}.png`) })
      await analytics.click()
      await dialog.getByRole('button', { name: 'Guardar mi elección' }).click()
      await expect(dialog).toBeHidden()

      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Configurar cookies' })
      await footerButton.click()
      await expect(dialog.getByRole('switch', { name: 'Analíticas' })).toHaveAttribute('aria-checked', 'true')
      await dialog.getByRole('button', { name: 'Rechazar todas' }).click()
      await expect(dialog).toBeHidden()
      await expect(footerButton).toBeFocused()
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('sosiego-cookie-consent') ?? '{}'),
      )
      expect(stored.analytics).toBe(false)
    })
  })
}

test.describe('the cookie banner on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("is compact: the first screen's 'Prueba GRATIS' stays in sight, Rechazar as prominent as Aceptar", async ({
    page,
  }) => {
    await openPage(page, '/')
    const banner = page.getByRole('region', { name: 'Tu privacidad' })
    await expect(banner).toBeVisible()
    const bannerBox = await banner.boundingBox()
    expect(bannerBox?.height ?? 812).toBeLessThanOrEqual(812 * 0.3)

    const cta = page.locator('#header').getByRole('button', { name: 'Prueba GRATIS' })
    const ctaBox = await cta.boundingBox()
    expect((ctaBox?.y ?? 812) + (ctaBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0)

    // The two choices: same size, same colours, same type, side by side.
    const look = (name: string) =>
      banner.getByRole('button', { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button)
        const box = button.getBoundingClientRect()
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          top: Math.round(box.top),
          background: style.backgroundColor,
          color: style.color,
          font: `${style.fontSize} ${style.fontWeight}`,
        }
      })
    const [accept, reject] = [await look('Aceptar'), await look('Rechazar')]
    expect(reject).toEqual(accept)
    await page.screenshot({ path: test.info().outputPath('banner-home-375.png') })
    await expectNoSeriousViolations(page)

    await cta.click()
    await expect(page.getByRole('dialog', { name: 'Necesitas una cuenta' })).toBeVisible()
  })
})

test.describe('search and sharing tags', () => {
  test('the home page is served with its title, description, canonical URL and sharing tags', async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.get('/')
    const html = await response.text()
    expect(html).toContain('<title>Inicio · Sosiego</title>')
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/">`)

    await openPage(page, '/')
    await expect(page).toHaveTitle('Inicio · Sosiego')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Meditaciones guiadas/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Inicio · Sosiego')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}/icon-512.png`,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    )

    const manifest = await page.request.get('/manifest.webmanifest')
    expect(manifest.ok()).toBe(true)
    expect((await page.request.get('/apple-touch-icon.png')).ok()).toBe(true)
    expect(await (await page.request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })
})

test.describe('with a tag-manager container configured', () => {
  // A second server of the same build, with GTM_ID set: the suite's own server has none.
  const port = 3170 + Math.floor(Math.random() * 20)
  const origin = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  let dataDir = ''

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sosiego-e2e-gtm-'))
    server = spawn(process.execPath, ['apps/api/dist/server.js'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        NODE_ENV: 'test',
        APP_URL: origin,
        GTM_ID: 'GTM-TEST123',
        SESSION_SECRET: randomBytes(32).toString('hex'),
      },
    })
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.status, {
        timeout: 60_000,
      })
      .toBe(200)
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('loads the container only after Aceptar, and not on a later visit once refused', async ({ page }) => {
    const tagRequests = await watchTagManager(page)
    await page.goto(`${origin}/contact`)
    const banner = page.getByRole('region', { name: 'Tu privacidad' })
    await expect(banner).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(tagRequests).toEqual([])

    await banner.getByRole('button', { name: 'Aceptar', exact: true }).click()
    // The request reaching the route also proves the page's CSP lets the script through.
    await expect.poll(() => tagRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])

    await page.getByRole('contentinfo').getByRole('button', { name: 'Configurar cookies' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Rechazar todas' }).click()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(tagRequests).toHaveLength(1)
  })
})
