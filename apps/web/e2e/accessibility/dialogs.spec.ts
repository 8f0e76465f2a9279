import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { panel } from '../admin/content-helpers.ts'
import { demoAdmin, demoMember } from '../auth/helpers.ts'
import { openPage, openTrialFromNavigation, subscribeAsVisitor } from '../page-helpers.ts'
import { contextFor, expectClean, open, viewportOf, widths } from './page-checks.ts'

/**
 * Issue 34: the dialogs and the states pages take on the way (a form showing its errors, the player
 * bar while it plays, the video modal, the cookie banner and its settings, the sign-up modal, the plan
 * picker, the back office's edit forms, previews and confirmations) pass both checkers, at 375 and
 * 1280 px. A dialog is checked open (Radix hides the page behind it from assistive technology, so the
 * checkers see what a person can reach), then closed with Escape.
 */

/** The bar plays: at once, or from the start when it offers to resume where the member left off. */
export async function startPlaying(bar: Locator) {
  const pause = bar.getByRole('button', { name: 'Pausar' })
  const startOver = bar.getByRole('button', { name: 'Empezar desde el principio' })
  await expect(pause.or(startOver)).toBeVisible()
  if (await startOver.isVisible()) await startOver.click()
  await expect(pause).toBeVisible()
}

/** Checks the open dialog, closes it with Escape and sees it go. */
async function checkDialog(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0)
  await expectClean(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: viewportOf(width), reducedMotion: 'reduce' })

    test('a visitor: the cookie banner and settings, the trial form with its errors, the account modal, the menu', async ({
      page,
    }) => {
      await openPage(page, '/contact')
      await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible()
      await expectClean(page)
      await page.getByRole('button', { name: 'Configurar', exact: true }).click()
      await checkDialog(page, page.getByRole('dialog', { name: 'Configuración de cookies' }))
      await page.getByRole('button', { name: 'Rechazar', exact: true }).click()

      await open(page, { path: '/' })
      await openTrialFromNavigation(page)
      const trial = page.getByRole('dialog', { name: 'Prueba gratuita' })
      await expect(trial).toBeVisible()
      // Sent empty: each field says what is wrong, and says it to a screen reader.
      await trial.getByRole('button', { name: /Empezar|Probar|Enviar|Comenzar/ }).click()
      await expect(trial.locator('[aria-invalid="true"]').first()).toBeVisible()
      await checkDialog(page, trial)

      await checkDialog(page, await subscribeAsVisitor(page, 'Full'))

      if (width < 1024) {
        await page.getByRole('button', { name: 'Abrir menú' }).click()
        await expectClean(page)
        await page.keyboard.press('Escape')
      }
    })

    test('forms announce their errors: sign-up and the accessibility report', async ({ page }) => {
      await openPage(page, '/login?mode=signup')
      const main = page.getByRole('main')
      await main.getByRole('button', { name: 'Crear cuenta' }).click()
      const email = main.getByRole('textbox', { name: /Correo electrónico/ })
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription(/correo/i)
      // The first wrong field takes the focus, so its message is read out.
      await expect(main.locator('[aria-invalid="true"]').first()).toBeFocused()
      await expectClean(page)

      await openPage(page, '/accesibilidad')
      await main.getByRole('button', { name: 'Enviar aviso' }).click()
      await expect(main.getByRole('alert')).toHaveText('Revisa los campos marcados.')
      const reportEmail = main.getByRole('textbox', { name: 'Correo electrónico' })
      await expect(reportEmail).toBeFocused()
      await expect(reportEmail).toHaveAttribute('aria-invalid', 'true')
      await expect(reportEmail).toHaveAccessibleDescription(
        'Escribe tu correo electrónico para que podamos responderte.',
      )
      const problem = main.getByRole('textbox', { name: 'Describe el problema' })
      await expect(problem).toHaveAttribute('aria-invalid', 'true')
      await expect(problem).toHaveAccessibleDescription('Describe el problema.')
      await expectClean(page)
    })

    test.describe('the demo member', () => {
      let context: BrowserContext
      let page: Page
      test.beforeAll(async ({ browser }, testInfo) => {
        ;({ context, page } = await contextFor(browser, testInfo.project.use, width, demoMember))
      })
      test.afterAll(() => context.close())

      test('the player bar while it plays, the video modal, the plan picker, a program', async () => {
        await open(page, { path: '/panel/meditaciones', heading: 'Meditaciones' })
        const main = page.getByRole('main')
        await main
          .getByRole('tabpanel', { name: 'Audios' })
          .getByRole('button', { name: 'Reproducir Respiración consciente' })
          .click()
        const bar = page.getByRole('region', { name: 'Reproductor' })
        await startPlaying(bar)
        await expectClean(page)
        await bar.getByRole('button', { name: 'Pausar' }).click()

        await main.getByRole('button', { name: 'Ver Círculo de respiración' }).click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Círculo de respiración' }))

        await open(page, { path: '/panel/suscripcion', heading: 'Mi Suscripción' })
        const change = main.getByRole('button', {
          name: /Mejorar plan|Actualizar plan|Cambiar plan|Adquirir plan/,
        })
        if (await change.count()) {
          await change.first().click()
          await checkDialog(page, page.getByRole('dialog').first())
        }

        await open(page, { path: '/panel/programas' })
        await main.getByRole('link').filter({ hasText: /./ }).first().click()
        await expect(page).toHaveURL(/\/panel\/programas\/[^/]+$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0)
        await expectClean(page)
      })
    })

    test.describe('staff', () => {
      let context: BrowserContext
      let page: Page
      test.beforeAll(async ({ browser }, testInfo) => {
        ;({ context, page } = await contextFor(browser, testInfo.project.use, width, demoAdmin))
      })
      test.afterAll(() => context.close())

      test('the edit forms, previews and confirmations', async () => {
        const main = page.getByRole('main')
        await open(page, { path: '/admin/planes' })
        await page
          .getByRole('article', { name: 'Full anual' })
          .getByRole('button', { name: 'Editar' })
          .click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Editar Plan' }))

        await open(page, { path: '/admin/clientes', heading: 'Clientes' })
        await main.getByRole('button', { name: 'Crear Cliente' }).click()
        const client = page.getByRole('dialog', { name: 'Crear Cliente' })
        await expect(client).toBeVisible()
        await client
          .getByRole('button', { name: /Crear|Guardar/ })
          .last()
          .click()
        await expect(client.locator('[aria-invalid="true"]').first()).toBeVisible()
        await checkDialog(page, client)

        await open(page, { path: '/admin/usuarios' })
        await main.getByRole('button', { name: 'Crear Usuario' }).click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Crear Usuario' }))

        await open(page, { path: '/admin/audio' })
        await panel(page, 'Audios/Videos').getByRole('button', { name: 'Agregar nuevo' }).click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Agregar Nuevo Audio' }))
        await panel(page, 'Categorías').getByRole('button', { name: 'Agregar nuevo' }).click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Agregar Nueva Categoría' }))

        await open(page, { path: '/admin/programas' })
        await main.getByRole('button', { name: 'Agregar programa' }).click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Agregar programa' }))
        // A confirmation: asked, then answered no.
        await main.getByRole('button', { name: 'Eliminar Siete días para empezar' }).click()
        await checkDialog(page, page.getByRole('alertdialog').or(page.getByRole('dialog')).first())

        await open(page, { path: '/admin/logs-ordenes', heading: 'Órdenes' })
        await main
          .getByRole('button', { name: /Ver detalles/ })
          .first()
          .click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Detalle del pago' }))

        await open(page, { path: '/admin/reviews', heading: 'Reseñas' })
        await main
          .getByRole('button', { name: /^Ver la reseña de / })
          .first()
          .click()
        await checkDialog(page, page.getByRole('dialog', { name: 'Detalle de la reseña' }))

        if (width < 768) {
          await page.getByRole('button', { name: 'Abrir menú' }).click()
          await checkDialog(page, page.getByRole('dialog', { name: 'Menú de administración' }))
        }
      })
    })
  })
}
