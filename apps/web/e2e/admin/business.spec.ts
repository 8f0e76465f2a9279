import { expect, test } from '@playwright/test'
import { demoAdmin, demoCrm, logInToBackOffice } from '../auth/helpers.ts'
import {
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  openFromAdminMenu,
  shot,
} from '../page-helpers.ts'

// Issue 33: the Negocio page on the seeded demo (a year of clients, seed/business-history.ts), as an
// admin on a desktop and a phone; a crmUser has no way in (decision 117).
// The demo's plans are priced in US dollars ('1.234,50 US$'); any currency the plans use reads so.
const money = /\d[\d.]*,\d{2}\s\S+$/
const rate = /^(\d+(,\d)?\s%|—)$/

for (const width of [1280, 375]) {
  test(`Negocio at ${width} px: every card and table from the seeded year`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await logInToBackOffice(page, demoAdmin)
    await openFromAdminMenu(page, 'Negocio')
    await expect(page.getByRole('heading', { level: 1, name: 'Negocio' })).toBeVisible()
    await expect(page).toHaveTitle(/Negocio/)
    await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Últimos 30 días' })
    await expect(page).toHaveURL(/period=last30/)

    const card = (name: string) => page.getByRole('region', { name, exact: true })
    for (const name of [
      'MRR (ingresos recurrentes mensuales)',
      'Cobrado',
      'Pagos únicos',
      'Reembolsado',
      'Neto',
    ])
      await expect(card(name).getByText(money).first()).toBeVisible()
    // The demo has members paying today: MRR and paying members are above zero.
    await expect(
      card('MRR (ingresos recurrentes mensuales)').getByText(/^[1-9][\d.]*,\d{2}\s\S+$/),
    ).toBeVisible()
    await expect(card('Miembros de pago').getByText(/^[1-9][\d.]*$/)).toBeVisible()
    await expect(card('Pruebas iniciadas').getByText(/^\d[\d.]*$/)).toBeVisible()
    for (const name of ['Conversión de prueba a pago', 'Tasa de bajas'])
      await expect(card(name).getByText(rate)).toBeVisible()
    const movement = card('Movimiento del MRR en el periodo')
    for (const part of ['Nuevos', 'Ampliaciones', 'Reactivados', 'Reducciones', 'Perdidos'])
      await expect(movement.getByRole('term').filter({ hasText: new RegExp(`^${part}`) })).toBeVisible()
    await expect(movement.getByText(/^Variación neta del MRR: /)).toBeVisible()
    for (const name of ['Miembros de pago por día', 'MRR por día'])
      await expect(card(name).locator('svg polyline')).toBeVisible()

    const reasons = card('Respuestas en el periodo')
    await expect(reasons.getByRole('heading', { name: 'Últimos comentarios' })).toBeVisible()
    await expect(reasons.getByRole('listitem').first()).toBeVisible()

    const cohorts = page.getByRole('table', { name: /^Cohortes mensuales/ })
    await expect(cohorts.getByRole('columnheader', { name: 'Mes 0' })).toBeVisible()
    // A year of first payments: a row a month, the oldest with twelve months since.
    expect(await cohorts.getByRole('rowheader').count()).toBeGreaterThanOrEqual(10)
    await expect(cohorts.getByText(/^\d+\s%\spagan$/).first()).toBeVisible()
    await expect(cohorts.getByText(/^\d+\s%\sescuchan$/).first()).toBeVisible()

    await expect(page.getByText(/^Es una correlación, no una causa/)).toBeVisible()
    const content = page.getByRole('table', { name: /^Retención a 90 días/ })
    expect(await content.getByRole('rowheader').count()).toBeGreaterThanOrEqual(3)
    await expect(content.getByText(/p\. p\.$/).first()).toBeVisible()

    if (width === 1280) {
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Descargar CSV de cohortes' }).click()
      expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    }
    // Cards stack and the tables scroll inside their own boxes: the page itself never scrolls sideways.
    await expectNoHorizontalScroll(page)
    await expectNoSeriousViolations(page)
    await shot(page, 'negocio')
    await context.close()
  })
}

test('a crmUser has no Negocio: no link, the page sends them back, the API refuses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logInToBackOffice(page, demoCrm)
  const menu = page.getByRole('navigation', { name: 'Menú de administración' })
  await expect(menu.getByRole('link', { name: 'Órdenes' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Negocio' })).toHaveCount(0)
  await page.goto('/admin/negocio')
  await expect(page).toHaveURL(/\/admin$/)
  expect((await page.request.get('/api/business/summary')).status()).toBe(403)
})
