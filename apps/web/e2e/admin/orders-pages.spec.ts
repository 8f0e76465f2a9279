import { expect, request, test } from '@playwright/test'
import { demoAdmin, logInToBackOffice, newAccount, originHeaders, signedInApi } from '../auth/helpers.ts'
import {
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  expectNotClipped,
  openFromAdminMenu,
  shot,
} from '../page-helpers.ts'

type Plan = { _id: string; slug: string }

/**
 * Orders of one surname, enough for two pages: accounts made by an admin, each opening a checkout for
 * each of three plans (an open attempt per person and plan).
 */
async function ordersOf(baseURL: string, lastName: string, people: number) {
  const admin = await signedInApi(demoAdmin)
  for (let i = 0; i < people; i++) {
    const account = { ...newAccount(`paginas${i}`), lastName }
    const created = await admin.post('/api/users/create', { data: { ...account, role: 'visitor' } })
    expect(created.status(), await created.text()).toBe(201)
    const api = await request.newContext({ baseURL, extraHTTPHeaders: originHeaders() })
    const login = await api.post('/api/users/login', {
      data: { email: account.email, password: account.password },
    })
    expect(login.ok(), await login.text()).toBe(true)
    const plans = (await (await api.get('/api/plans/list')).json()).data as Plan[]
    for (const slug of ['mini', 'full', 'full-anual']) {
      const plan = plans.find((candidate) => candidate.slug === slug) as Plan
      const checkout = await api.post('/api/payments/create-checkout-session', {
        data: { planId: plan._id, immediateStart: true },
      })
      expect(checkout.ok(), await checkout.text()).toBe(true)
    }
    await api.dispose()
  }
  await admin.dispose()
}

for (const width of [1280, 375]) {
  test(`Órdenes at ${width} px: pages of 25 from the server, with the filters`, async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    const lastName = `Paginas${width}x${Date.now()}`
    // 10 people × 3 plans: 30 orders with this surname, two pages.
    await ordersOf(baseURL as string, lastName, 10)

    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } })
    const page = await context.newPage()
    const lists: string[] = []
    page.on('request', (sent) => {
      const url = new URL(sent.url())
      if (url.pathname === '/api/payment-records/list') lists.push(url.search)
    })
    await logInToBackOffice(page, demoAdmin)
    await openFromAdminMenu(page, 'Órdenes')
    await expect(page).toHaveURL('/admin/logs-ordenes')
    await page.getByLabel('Buscar por nombre, correo o plan').fill(lastName.toLowerCase())
    await expect(page.getByText(/^Historial de pagos y transacciones \(30 de \d+\)$/)).toBeVisible()

    const phone = width < 768
    const items = phone
      ? page
          .getByRole('list', { name: 'Órdenes de pago, de la más reciente a la más antigua' })
          .getByRole('listitem')
      : page.getByRole('row').filter({ hasText: lastName })
    await expect(items).toHaveCount(25)
    // 'Ver detalles' is wholly on screen, its label shown: beside the sidebar at 1280 px the table
    // once scrolled it past its right edge (issue 28).
    const details = items.first().getByRole('button', { name: /^Ver detalles de la orden de / })
    await expect(details).toHaveText('Ver detalles')
    await expectNotClipped(details)
    await expectNotClipped(items.last().getByRole('button', { name: /^Ver detalles de la orden de / }))
    await expectNoHorizontalScroll(page)
    const pager = page.getByRole('navigation', { name: 'Paginación de órdenes' })
    await expect(pager.getByText('Página 1 de 2')).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await pager.getByRole('button', { name: 'Siguiente' }).click()
    await expect(pager.getByText('Página 2 de 2')).toBeVisible()
    await expect(items).toHaveCount(5)
    await expect(pager.getByRole('button', { name: 'Siguiente' })).toBeDisabled()
    await expectNoHorizontalScroll(page)
    await expectNoSeriousViolations(page)
    await shot(page, 'orders-pages')

    // A filter goes back to page 1, and the server answers it.
    await page.getByRole('combobox', { name: 'Filtrar por estado' }).selectOption({ label: 'Completado' })
    await expect(page.getByText('No se encontraron logs con los filtros aplicados')).toBeVisible()
    await expect(pager).toBeHidden()

    // Every list call asked for one page: never the whole list.
    expect(lists.length).toBeGreaterThan(0)
    for (const search of lists) expect(search).toMatch(/[?&]page=\d+&pageSize=25$/)
    expect(lists).toContain(`?search=${lastName.toLowerCase()}&page=2&pageSize=25`)
    await context.close()
  })
}
