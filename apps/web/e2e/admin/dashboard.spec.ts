import { expect, type Page, test } from '@playwright/test'
import { demoAdmin, logInToBackOffice, signUpVerified } from '../auth/helpers.ts'
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
    await expect(page.getByRole('combobox', { name: 'Periodo' })).toHaveText('Hoy')
    await expect(page.getByText(/% del total$/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Usuarios del sistema' })).toContainText('Terapeuta')
    await expect(page.getByRole('region', { name: 'Clientes' })).toContainText('Suscriptor')
    await expect(
      page.getByRole('region', { name: 'Registros por día' }).locator('svg.recharts-surface'),
    ).toBeVisible()
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
    await page.getByRole('combobox', { name: 'Periodo' }).click()
    await page.getByRole('option', { name: 'Últimos 30 días' }).click()
    await expect(page).toHaveURL(/period=last30/)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Periodo' })).toHaveText('Últimos 30 días')
    await expect(
      cards.getByRole('region', { name: 'Nuevos usuarios', exact: true }).getByText(/^\d/),
    ).toBeVisible()

    await expectNoSeriousViolations(page)
    await shot(page, 'admin-dashboard')
    await context.close()
  })
}
