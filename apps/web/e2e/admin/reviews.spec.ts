import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { demoAdmin, demoCrm, demoMember, logInToBackOffice, signedInApi } from '../auth/helpers.ts'
import {
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  expectNotClipped,
  openFromAdminMenu,
  openPage,
  shot,
  waitForIsland,
} from '../page-helpers.ts'

// Runs with the shared-state specs (playwright.config.ts): hiding a review changes the landing page.

const demoComment = 'Escucho una meditación cada mañana y empiezo el día con mucha más calma.'

/**
 * The demo member (over 5 hours of seeded listening) has a visible review: written here unless the
 * Meditaciones spec already wrote it, and shown again if an earlier run left it hidden.
 */
async function demoReviewShown(): Promise<void> {
  const member = await signedInApi(demoMember)
  const mine = (await (await member.get('/api/reviews/me')).json()) as {
    data: { _id: string; status: string } | null
  }
  let id = mine.data?._id
  if (!id) {
    const created = await member.post('/api/reviews', { data: { rating: 5, comment: demoComment } })
    expect(created.status(), await created.text()).toBe(201)
    id = ((await created.json()) as { data: { _id: string } }).data._id
  }
  if (mine.data?.status === 'hidden') {
    const staff = await signedInApi(demoAdmin)
    expect((await staff.put(`/api/reviews/admin/${id}/status`, { data: { status: 'active' } })).ok()).toBe(
      true,
    )
    await staff.dispose()
  }
  await member.dispose()
}

/**
 * A review in the list: a table row from 768 px, a card below it (as in Órdenes and Clientes, issue 28).
 */
function reviewOf(page: Page, name: string) {
  const main = page.getByRole('main')
  const phone = (page.viewportSize()?.width ?? 1280) < 768
  return (
    phone
      ? main
          .getByRole('list', { name: 'Reseñas de los miembros, de la más reciente a la más antigua' })
          .getByRole('listitem')
      : main.getByRole('row')
  ).filter({ hasText: name })
}

async function openReviewsFromMenu(page: Page) {
  await openFromAdminMenu(page, 'Reseñas')
  await expect(page).toHaveURL('/admin/reviews')
  await expect(page.getByRole('heading', { level: 1, name: 'Reseñas' })).toBeVisible()
}

/** Every author name the landing page's carousel shows, page by page, as a visitor sees it. */
async function landingNames(context: BrowserContext): Promise<string[]> {
  const visitor = await context.newPage()
  await openPage(visitor, '/#testimonials')
  await waitForIsland(visitor, 'testimonials')
  const section = visitor.locator('#testimonials')
  await expect(section.getByText(/^Página 1 de \d+$/)).toBeVisible()
  const pages = Number((await section.getByText(/^Página 1 de \d+$/).textContent())?.match(/(\d+)$/)?.[1])
  const names: string[] = []
  for (let index = 1; index <= pages; index += 1) {
    await expect(section.getByText(`Página ${index} de ${pages}`)).toBeVisible()
    names.push(
      ...(await visitor
        .getByTestId('testimonials-page')
        .getByRole('heading', { level: 3 })
        .allTextContents()),
    )
    await section.getByRole('button', { name: 'Testimonios siguientes' }).click()
  }
  await visitor.close()
  return names
}

for (const width of [375, 1280]) {
  test.describe(`Reseñas at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    // Whole journeys (sign-in, several pages, axe on each): longer than one page's 120 s on two busy cores.
    test.setTimeout(300_000)

    test('staff hide a review and it leaves the landing page; shown again, it returns', async ({
      page,
      browser,
    }) => {
      await demoReviewShown()
      const visitors = await browser.newContext({ viewport: { width, height: 900 } })
      expect(await landingNames(visitors)).toContain('Marta S.')

      await logInToBackOffice(page, demoAdmin)
      await openReviewsFromMenu(page)
      const main = page.getByRole('main')
      await expect(main.getByText(/^\d+ de \d+$/)).toBeVisible()
      const search = main.getByRole('searchbox', { name: 'Buscar por nombre de usuario' })
      await search.fill('marta serena')
      await expect(main.getByText(/^1 de \d+$/)).toBeVisible()
      const row = reviewOf(page, 'Marta Serena')
      await expect(row).toHaveCount(1)
      await expect(row.getByText('Activa')).toBeVisible()
      if (width < 768) await expect(main.getByRole('table')).toHaveCount(0)
      // The actions are on screen, not past the table's edge, and the page does not scroll sideways.
      await expectNotClipped(row.getByRole('button', { name: 'Ocultar la reseña de Marta Serena' }))
      await expectNotClipped(row.getByRole('button', { name: 'Eliminar la reseña de Marta Serena' }))
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-reviews')

      // The user opens the detail modal.
      await row.getByRole('button', { name: 'Ver la reseña de Marta Serena' }).click()
      const detail = page.getByRole('dialog', { name: 'Detalle de la reseña' })
      await expect(detail.getByText('miembro@sosiego.app')).toBeVisible()
      await expect(detail.getByText('Creada')).toBeVisible()
      await expect(detail.getByText('Actualizada')).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-review-detail')
      await detail.getByRole('button', { name: 'Cerrar' }).first().click()

      // Ocultar, after a confirmation.
      await row.getByRole('button', { name: 'Ocultar la reseña de Marta Serena' }).click()
      const confirmHide = page.getByRole('alertdialog', { name: '¿Ocultar esta reseña?' })
      await expect(confirmHide).toBeVisible()
      await expectNoSeriousViolations(page)
      await confirmHide.getByRole('button', { name: 'Ocultar' }).click()
      await expect(page.getByText('Reseña ocultada')).toBeVisible()
      await expect(row.getByText('Oculta')).toBeVisible()
      expect(await landingNames(visitors)).not.toContain('Marta S.')

      // Mostrar brings it back.
      await row.getByRole('button', { name: 'Mostrar la reseña de Marta Serena' }).click()
      const confirmShow = page.getByRole('alertdialog', { name: '¿Mostrar esta reseña?' })
      await confirmShow.getByRole('button', { name: 'Mostrar' }).click()
      await expect(page.getByText('Reseña visible de nuevo')).toBeVisible()
      await expect(row.getByText('Activa')).toBeVisible()
      expect(await landingNames(visitors)).toContain('Marta S.')

      // A search that finds nobody.
      await search.fill('nadie con este nombre')
      await expect(main.getByText('No se encontraron reseñas')).toBeVisible()
      await visitors.close()
    })

    test('crmUser reads the reviews but cannot moderate them', async ({ page }) => {
      await demoReviewShown()
      await logInToBackOffice(page, demoCrm)
      await openReviewsFromMenu(page)
      const main = page.getByRole('main')
      await expect(
        main.getByText('Solo un administrador puede ocultar, mostrar o eliminar reseñas.'),
      ).toBeVisible()
      await expect(reviewOf(page, 'Marta Serena')).toHaveCount(1)
      await expect(main.getByRole('button', { name: /^Ocultar la reseña/ })).toHaveCount(0)
      await expect(main.getByRole('button', { name: /^Eliminar la reseña/ })).toHaveCount(0)
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
    })
  })
}
