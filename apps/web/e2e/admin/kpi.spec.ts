import { expect, type Page, test } from '@playwright/test'
import { demoAdmin, demoCrm, logInToBackOffice, signUpVerified } from '../auth/helpers.ts'
import {
  audioTime,
  dismissCookieBanner,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  openFromAdminMenu,
  openPage,
  payAtLocalCheckout,
  shot,
  totalPlaytime,
} from '../page-helpers.ts'

// Listened to by no other spec, so today's top lists are this one's to fill.
const title = 'Olas del mar'
const themeName = 'Pareja'

/** A member with the full plan listens to most of `title`, pauses and closes the player. */
async function memberListens(page: Page) {
  await signUpVerified(page, 'kpi')
  await openPage(page, '/')
  await dismissCookieBanner(page)
  await payAtLocalCheckout(page, 'full')
  await openPage(page, '/panel/meditaciones')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: `Reproducir ${title}` }).click()
  const bar = page.getByRole('region', { name: 'Reproductor' })
  await expect(bar.getByText(title, { exact: true })).toBeVisible()
  // Twenty seconds of its ten minutes, then a pause: the pause reports them, with the position.
  await expect.poll(() => audioTime(page), { timeout: 90_000 }).toBeGreaterThan(20)
  await bar.getByRole('button', { name: 'Pausar' }).click()
  await expect.poll(() => totalPlaytime(page)).toBeGreaterThanOrEqual(18)
  await bar.getByRole('button', { name: 'Cerrar reproductor' }).click()
}

for (const width of [375, 1280]) {
  test.describe(`Estadísticas at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    // A member signs up, pays and listens for real (20 s of audio), then staff sign in: on a busy
    // two-core machine that is more than the default two minutes.
    test.describe.configure({ timeout: 300_000 })

    test('a member listens; the admin sees the item, its theme and its retention in today’s top lists', async ({
      page,
      browser,
    }) => {
      await memberListens(page)

      const staff = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } })
      const admin = await staff.newPage()
      await logInToBackOffice(admin, demoAdmin)
      await openFromAdminMenu(admin, 'Estadísticas')
      await expect(admin).toHaveURL('/admin/kpi')
      await expect(
        admin.getByRole('heading', { level: 1, name: 'Estadísticas de reproducción' }),
      ).toBeVisible()

      await admin.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Hoy' })
      await expect(admin).toHaveURL('/admin/kpi?period=today')

      const audios = admin.getByRole('list', { name: 'Top 5 audios y videos' })
      const row = audios.getByRole('listitem').filter({ hasText: title })
      await expect(row).toBeVisible()
      await expect(row.getByText(/^00:00:\d\d$/)).toBeVisible()
      await expect(row.getByRole('figure', { name: /Retención/ })).toBeVisible()
      await expect(admin.getByRole('list', { name: 'Top 5 temas' }).getByText(themeName)).toBeVisible()
      await expect(
        admin.getByRole('list', { name: 'Top 5 categorías' }).getByRole('listitem').first(),
      ).toBeVisible()
      await expect(admin.getByRole('heading', { level: 2, name: 'Recomendaciones escuchadas' })).toBeVisible()
      await expect(admin.getByText('Cargando estadísticas...')).toHaveCount(0)
      await expectNoSeriousViolations(admin)
      // Nothing wider than the screen.
      await expectNoHorizontalScroll(admin)
      await shot(admin, 'kpi')

      // A custom range with nothing in it: 'Sin datos' in every list.
      await admin.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Personalizado' })
      await admin.getByLabel('Desde').fill('2020-01-01')
      await admin.getByLabel('Hasta').fill('2020-01-02')
      await admin.getByRole('button', { name: 'Aplicar' }).click()
      await expect(admin).toHaveURL('/admin/kpi?period=custom&from=2020-01-01&to=2020-01-02')
      await expect(admin.getByText('Sin datos')).toHaveCount(3)
      await expect(admin.getByText('Nadie hizo el test en este periodo.')).toBeVisible()
      await expectNoSeriousViolations(admin)

      // When the server fails, the spec's message and a retry.
      await admin.route('**/api/stats/crm/audio-playtime/categories/**', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'x', code: 'common.internal' } }),
      )
      await admin.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Últimos 30 días' })
      await expect(
        admin.getByRole('alert').getByText('Error al sincronizar/cargar estadísticas.'),
      ).toBeVisible()
      await staff.close()
    })
  })
}

test('a crmUser has no Estadísticas in the menu, and the page sends them to the dashboard', async ({
  page,
}) => {
  await logInToBackOffice(page, demoCrm)
  await expect(
    page
      .getByRole('navigation', { name: 'Menú de administración' })
      .getByRole('link', { name: 'Estadísticas' }),
  ).toHaveCount(0)
  await page.goto('/admin/kpi')
  await expect(page).toHaveURL('/admin')
  expect((await page.request.get('/api/stats/crm/audio-playtime/all')).status()).toBe(403)
})
