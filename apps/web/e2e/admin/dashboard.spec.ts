import { expect, type Page, test } from '@playwright/test'
import { demoAdmin, demoCrm, logInToBackOffice, signUpVerified } from '../auth/helpers.ts'
import { expectNoSeriousViolations, shot } from '../page-helpers.ts'

/** The figure a card shows, read as a number (es-ES groups thousands with dots). */
async function cardValue(page: Page, title: string): Promise<number> {
  const card = page.getByRole('region', { name: title, exact: true })
  const text = await card
    .getByText(/^\d[\d.]*$/)
    .first()
    .textContent()
  return Number((text ?? '').replaceAll('.', ''))
}

for (const width of [1280, 375]) {
  test(`Panel de Control at ${width} px: the cards, a new sign-up counted, axe clean`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await logInToBackOffice(page, demoAdmin, '/admin?period=today')
    await expect(page.getByText(/^Hola, /)).toBeVisible()

    const cards = page.getByRole('region', { name: 'Resumen de usuarios' })
    for (const title of ['Usuarios totales', 'Usuarios activos', 'Usuarios verificados', 'Nuevos usuarios'])
      await expect(
        cards.getByRole('region', { name: title, exact: true }).getByText(/^\d[\d.]*$/),
      ).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Periodo' }).locator('option:checked')).toHaveText('Hoy')
    await expect(page.getByText(/% del total$/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Usuarios del sistema' })).toContainText('Terapeuta')
    await expect(page.getByRole('region', { name: 'Clientes' })).toContainText('Suscriptor')
    // The chart (plain SVG): one bar for the one day of the period.
    const chart = page.getByRole('region', { name: 'Registros por día' }).locator('svg')
    await expect(chart).toBeVisible()
    await expect(chart.locator('rect[fill="var(--color-primary-600)"]')).toHaveCount(1)
    const before = await cardValue(page, 'Nuevos usuarios')
    const totalBefore = await cardValue(page, 'Usuarios totales')

    // A new member signs up in another browser.
    const memberContext = await browser.newContext()
    await signUpVerified(await memberContext.newPage(), `panel-${width}`)
    await memberContext.close()

    await page.reload()
    await expect.poll(() => cardValue(page, 'Nuevos usuarios')).toBeGreaterThan(before)
    expect(await cardValue(page, 'Usuarios totales')).toBeGreaterThan(totalBefore)
    await expect(page.getByRole('region', { name: 'Nuevos usuarios por rol' })).toContainText('Visitante')

    // The period lives in the URL: another period survives a reload.
    await page.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Últimos 30 días' })
    await expect(page).toHaveURL(/period=last30/)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Periodo' }).locator('option:checked')).toHaveText(
      'Últimos 30 días',
    )
    await expect(
      cards.getByRole('region', { name: 'Nuevos usuarios', exact: true }).getByText(/^\d/),
    ).toBeVisible()

    await expectNoSeriousViolations(page)
    await shot(page, 'admin-dashboard')
    await context.close()
  })
}

/** Links to the admin-only pages: Estadísticas (/admin/kpi; /admin/estadisticas in the old app) and Planes. */
const adminOnlyLinks = 'a[href^="/admin/kpi"], a[href^="/admin/estadisticas"], a[href^="/admin/planes"]'

async function expectNoAdminOnlyLinks(page: Page) {
  await expect(page.locator(adminOnlyLinks)).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Estadísticas|Gestión de Planes/ })).toHaveCount(0)
}

for (const width of [1280, 375]) {
  test(`a crmUser at ${width} px finds no link to Estadísticas or Gestión de Planes anywhere`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await logInToBackOffice(page, demoCrm, '/admin')
    await expect(page.getByText(/^Hola, /)).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: 'Resumen de usuarios' })
        .getByRole('region', { name: 'Usuarios totales' }),
    ).toBeVisible()
    await expectNoAdminOnlyLinks(page)

    // The back-office menu: the sidebar, or the drawer on a phone. Every page it offers, too.
    let menu = page.getByRole('navigation', { name: 'Menú de administración' })
    if (width < 768) {
      await page.getByRole('button', { name: 'Abrir menú' }).click()
      menu = page.getByRole('dialog', { name: 'Menú de administración' })
    }
    await expect(menu.getByRole('link', { name: 'Órdenes' })).toBeVisible()
    await expectNoAdminOnlyLinks(page)
    const pages = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    if (width < 768) await page.keyboard.press('Escape')
    for (const path of pages.filter((href) => href.startsWith('/admin/'))) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expectNoAdminOnlyLinks(page)
    }
    await context.close()
  })
}
