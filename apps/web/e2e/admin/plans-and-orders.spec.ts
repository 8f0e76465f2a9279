import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, request, test } from '@playwright/test'
import {
  demoAdmin,
  demoCrm,
  linkFromMailbox,
  logInToBackOffice,
  originHeaders,
  signedInApi,
} from '../auth/helpers.ts'
import {
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  openFromAdminMenu,
  openPage,
  shot,
} from '../page-helpers.ts'

type Plan = {
  _id: string
  name: string
  slug: string
  description: string
  price: number
  durationDays: number
  features: string[]
  categoryAccess: string[]
  fullCategoryAccess: boolean
  isActive: boolean
  order: number
  isFeatured: boolean
  isTestSubscrionPlan: boolean
}

async function allPlans(api: APIRequestContext): Promise<Plan[]> {
  const response = await api.get('/api/plans/list?includeInactive=true')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: Plan[] }).data
}

/** Puts the plans back as they were: other specs read the seeded plans. */
async function restorePlans(api: APIRequestContext, original: Plan[]) {
  const body = (plan: Plan) => ({
    name: plan.name,
    description: plan.description,
    price: plan.price.toFixed(2),
    currency: 'USD',
    durationDays: plan.durationDays,
    features: plan.features,
    categoryAccess: plan.categoryAccess,
    fullCategoryAccess: plan.fullCategoryAccess,
    isActive: plan.isActive,
    order: plan.order,
    isFeatured: false,
    isTestSubscrionPlan: plan.isTestSubscrionPlan,
  })
  for (const plan of original) await api.put(`/api/plans/update/${plan._id}`, { data: body(plan) })
  for (const plan of original.filter((p) => p.isFeatured))
    expect((await api.put(`/api/plans/update/${plan._id}`, { data: { isFeatured: true } })).ok()).toBe(true)
}

/**
 * A member with a name a spreadsheet would run as a formula opens a checkout for Mini through the
 * API: an order in state intent_created. Its own browser context, so the page stays signed out.
 */
async function createOrder(baseURL: string, lastName: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } })
  const email = `orden-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const account = {
    name: '=HYPERLINK("https://example.com","abrir")',
    lastName,
    email,
    password: 'Calma.2025',
  }
  expect((await api.post('/api/users/register', { data: account })).status()).toBe(201)
  const link = await linkFromMailbox(api, email, '/verify-email')
  expect(
    (await api.post('/api/users/verify', { data: { token: link.searchParams.get('token') } })).ok(),
  ).toBe(true)
  expect((await api.post('/api/users/login', { data: { email, password: account.password } })).ok()).toBe(
    true,
  )
  const plans = (await (await api.get('/api/plans/list')).json()).data as Plan[]
  const mini = plans.find((plan) => plan.slug === 'mini') as Plan
  const checkout = await api.post('/api/payments/create-checkout-session', {
    data: { planId: mini._id, immediateStart: true },
  })
  expect(checkout.ok(), await checkout.text()).toBe(true)
  await api.dispose()
  return account
}

test.describe('Gestión de Planes at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an admin edits a plan (features, categories, popular) and the landing shows it', async ({ page }) => {
    // A long journey with two accessibility scans.
    test.slow()
    const api = await signedInApi(demoAdmin)
    const original = await allPlans(api)
    const feature = `Retiro online anual ${Date.now()}`
    try {
      await logInToBackOffice(page, demoAdmin)
      await openFromAdminMenu(page, 'Gestión de Planes')
      await expect(page).toHaveURL('/admin/planes')
      await expect(page).toHaveTitle('Gestión de Planes · Sosiego')
      await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Planes' })).toBeVisible()
      const yearlyCard = page.getByRole('article', { name: 'Full anual' })
      await expect(page.getByRole('article', { name: 'Full' }).getByText('Popular')).toBeVisible()
      await expect(page.getByRole('article', { name: 'Prueba gratuita' }).getByText('Gratis')).toBeVisible()
      await expectNoSeriousViolations(page)

      // Features and categories on the yearly plan; popular is blocked while Full holds it.
      await yearlyCard.getByRole('button', { name: 'Editar' }).click()
      const dialog = page.getByRole('dialog', { name: 'Editar Plan' })
      await expect(dialog.getByLabel('Nombre')).toHaveValue('Full anual')
      await dialog.getByLabel('Nueva característica').fill(feature)
      await dialog.getByRole('button', { name: 'Agregar' }).click()
      await expect(dialog.getByRole('textbox', { name: /^Característica \d+$/ }).last()).toHaveValue(feature)

      await dialog.getByLabel('Acceso a todas las categorías').uncheck()
      const checklist = dialog.getByRole('group', { name: 'Categorías incluidas' })
      await checklist.getByLabel('Buscar categorías...').fill('salud')
      await checklist.getByRole('checkbox', { name: /Salud/ }).check()
      await checklist.getByLabel('Buscar categorías...').fill('')
      await checklist.getByRole('checkbox', { name: /Personal/ }).check()
      await expect(checklist.getByText('2 seleccionadas')).toBeVisible()
      await expect(checklist.locator('img').first()).toBeVisible()
      await expectNoSeriousViolations(page)

      await dialog.getByLabel('Plan popular').click()
      const info = page.getByRole('alertdialog', { name: 'Plan popular' })
      await expect(info).toContainText(
        'Ya existe un plan marcado como popular. Solo puedes tener un plan popular a la vez.',
      )
      await info.getByRole('button', { name: 'Entendido' }).click()
      await expect(info).toBeHidden()
      await expect(dialog.getByLabel('Plan popular')).not.toBeChecked()

      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click()
      await expect(page.getByText('Plan actualizado exitosamente').first()).toBeVisible()
      await expect(dialog).toBeHidden()

      // The details show the new feature and the two categories.
      await yearlyCard.getByRole('button', { name: 'Ver Detalles' }).click()
      const details = page.getByRole('dialog', { name: 'Full anual' })
      await expect(details.getByText(feature)).toBeVisible()
      await expect(details.getByText('2 categorías')).toBeVisible()
      await details.getByRole('button', { name: 'Cerrar' }).first().click()

      // Popular moves: Full lets it go, then the yearly plan takes it.
      await page
        .getByRole('article', { name: 'Full', exact: true })
        .getByRole('button', { name: 'Editar' })
        .click()
      await dialog.getByLabel('Plan popular').uncheck()
      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('article', { name: 'Full', exact: true }).getByText('Popular')).toBeHidden()
      await yearlyCard.getByRole('button', { name: 'Editar' }).click()
      await dialog.getByLabel('Plan popular').check()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click()
      await expect(dialog).toBeHidden()
      await expect(yearlyCard.getByText('Popular')).toBeVisible()

      const saved = (await allPlans(api)).find((plan) => plan.slug === 'full-anual') as Plan
      expect(saved).toMatchObject({ isFeatured: true, fullCategoryAccess: false })
      expect(saved.features.at(-1)).toBe(feature)
      expect(saved.categoryAccess).toHaveLength(2)

      // The landing page's pricing shows the edited plan.
      await openPage(page, '/')
      const pricing = page.locator('#pricing').getByRole('article', { name: 'Full anual' })
      await expect(pricing.getByText(feature)).toBeVisible()
    } finally {
      await restorePlans(api, original)
      await api.dispose()
    }
  })
})

test.describe('Gestión de Planes at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the cards, the details and the edit modal fit a phone', async ({ page }) => {
    await logInToBackOffice(page, demoAdmin)
    await openFromAdminMenu(page, 'Gestión de Planes')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Planes' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(4)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousViolations(page)

    await page
      .getByRole('article', { name: 'Prueba gratuita' })
      .getByRole('button', { name: 'Ver Detalles' })
      .click()
    const details = page.getByRole('dialog', { name: 'Prueba gratuita' })
    await expect(details.getByText(/Este es el plan de prueba gratuita/)).toBeVisible()
    await expect(details.getByText('15 días', { exact: true })).toBeVisible()
    await details.getByRole('button', { name: 'Cerrar' }).first().click()

    await page.getByRole('article', { name: 'Mini' }).getByRole('button', { name: 'Editar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar Plan' })
    await dialog.getByLabel('Plan de prueba').click()
    const info = page.getByRole('alertdialog', { name: 'Plan de prueba' })
    await expect(info).toContainText(
      'Ya existe un plan marcado como de prueba. Solo puedes tener un plan de prueba a la vez.',
    )
    await expectNoSeriousViolations(page)
    await info.getByRole('button', { name: 'Entendido' }).click()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
  })
})

for (const width of [1280, 375]) {
  test.describe(`Órdenes at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('an admin finds an order, reads its details and exports ordenes.csv with formulas neutralised', async ({
      page,
      baseURL,
    }) => {
      const lastName = `Pedido${Date.now()}`
      const member = await createOrder(baseURL as string, lastName)

      await logInToBackOffice(page, demoAdmin)
      await openFromAdminMenu(page, 'Órdenes')
      await expect(page).toHaveURL('/admin/logs-ordenes')
      await expect(page).toHaveTitle('Órdenes · Sosiego')
      await expect(page.getByText(/^Historial de pagos y transacciones \(\d+ de \d+\)$/)).toBeVisible()

      await page.getByLabel('Buscar por nombre, correo o plan').fill(lastName.toLowerCase())
      await expect(page.getByText(/^Historial de pagos y transacciones \(1 de \d+\)$/)).toBeVisible()
      // A table from 768 px; below it one card per order, so nothing hides off to the side.
      const phone = width < 768
      const list = phone
        ? page.getByRole('list', { name: 'Órdenes de pago, de la más reciente a la más antigua' })
        : page.getByRole('table')
      const row = (phone ? list.getByRole('listitem') : page.getByRole('row')).filter({
        hasText: member.email,
      })
      await expect(row).toHaveCount(1)
      await expect(row.getByText('Mini')).toBeVisible()
      await expect(row.getByText('Iniciado')).toBeVisible()
      if (phone) {
        await expect(page.getByRole('table')).toHaveCount(0)
        // Amount, status and date are on screen, inside the card's width.
        for (const text of [/\d+,\d{2}\sUS\$/, 'Iniciado', /^\d{2}\/\d{2}\/\d{4}/]) {
          const box = await row.getByText(text).boundingBox()
          expect(box).not.toBeNull()
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
        }
        await shot(page, 'orders-cards')
      } else {
        await shot(page, 'orders-table')
      }

      await page.getByRole('combobox', { name: 'Filtrar por estado' }).selectOption({ label: 'Completado' })
      await expect(page.getByText('No se encontraron logs con los filtros aplicados')).toBeVisible()
      await page.getByRole('combobox', { name: 'Filtrar por estado' }).selectOption({ label: 'Iniciado' })
      await expect(row).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)

      await row.getByRole('button', { name: /Ver detalles/ }).click()
      const detail = page.getByRole('dialog', { name: 'Detalle del pago' })
      await expect(detail.getByText(member.email)).toBeVisible()
      await expect(detail.getByText('Checkout de prueba')).toBeVisible()
      await expect(detail.getByText('N/A')).toBeVisible()
      await expectNoSeriousViolations(page)
      await detail.getByRole('button', { name: 'Cerrar' }).first().click()

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('ordenes.csv')
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
      // Made by the server from the page's filters (csv-stringify: one LF per record).
      const lines = csv.trim().split(/\r?\n/)
      expect(lines[0]).toBe(
        '"Nombre","Apellido","Email","Plan","Monto","Moneda","Estado","Proveedor","Fecha"',
      )
      expect(lines).toHaveLength(2)
      // The formula-looking name starts with an apostrophe; every cell is quoted (issue 27, L-1).
      expect(lines[1]).toMatch(
        new RegExp(
          `^"'=HYPERLINK\\(""https://example.com"",""abrir""\\)","${lastName}","${member.email}","Mini","\\d+\\.\\d{2}","USD","Iniciado","Checkout de prueba",`,
        ),
      )

      await page.getByRole('button', { name: 'Limpiar filtros' }).click()
      await expect(page.getByLabel('Buscar por nombre, correo o plan')).toHaveValue('')
      await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toBeHidden()
      await page.getByRole('button', { name: 'Actualizar' }).click()
      await expect(list).toBeVisible()
      // The demo orders are there for a newcomer to see, in every status.
      await expect(page.getByText(/^Historial de pagos y transacciones \((\d+) de \1\)$/)).toBeVisible()
      await page.getByRole('combobox', { name: 'Filtrar por estado' }).selectOption({ label: 'Expirado' })
      await expect(list.getByText('Expirado', { exact: true }).first()).toBeVisible()
    })
  })
}

test.describe('crmUser', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('sees Órdenes but not Planes', async ({ page }) => {
    await logInToBackOffice(page, demoCrm)
    const menu = page.getByRole('navigation', { name: 'Menú de administración' })
    await expect(menu.getByRole('link', { name: 'Órdenes' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Gestión de Planes' })).toHaveCount(0)

    await page.goto('/admin/planes')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Gestión de Planes' })).toHaveCount(0)
    // The server refuses the full plan list and plan edits to a crmUser as well.
    expect((await page.request.get('/api/plans/list?includeInactive=true')).status()).toBe(403)
    const plans = (await (await page.request.get('/api/plans/list')).json()).data as Plan[]
    const edit = await page.request.put(`/api/plans/update/${plans[0]?._id}`, {
      headers: originHeaders(),
      data: { name: 'X' },
    })
    expect(edit.status()).toBe(403)

    await menu.getByRole('link', { name: 'Órdenes' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible()
    await expect(page.getByText(/^Historial de pagos y transacciones/)).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})
