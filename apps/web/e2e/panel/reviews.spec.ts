import { expect, type Page, test } from '@playwright/test'
import { demoMember, logIn, signUpVerified } from '../auth/helpers.ts'
import {
  dismissCookieBanner,
  expectNoSeriousViolations,
  openPage,
  payAtLocalCheckout,
  shot,
} from '../page-helpers.ts'

// Runs with the shared-state specs (playwright.config.ts): the demo member's review shows on the
// landing page, which other specs count.

const reviewButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Dejar una reseña|Actualizar reseña)$/ })

for (const width of [375, 1280]) {
  test.describe(`reviews in Meditaciones at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    // Whole journeys (sign-in, several pages, axe on each): longer than one page's 120 s on two busy cores.
    test.setTimeout(300_000)

    test('a member under 5 hours of listening is told how much time is missing', async ({ page }) => {
      await signUpVerified(page, `resena-${width}`)
      await openPage(page, '/')
      await dismissCookieBanner(page)
      await payAtLocalCheckout(page, 'full')
      await openPage(page, '/panel/meditaciones')
      const button = page.getByRole('main').getByRole('button', { name: 'Dejar una reseña' })
      await expect(button).toBeVisible()
      await button.click()
      const dialog = page.getByRole('dialog', { name: '¡Necesitas más tiempo!' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(
        'Para dejar una reseña necesitas 5 horas de reproducción de audio o video. Te faltan 5 h.',
      )
      await expectNoSeriousViolations(page)
      await shot(page, 'review-more-time')
      await dialog.getByRole('button', { name: 'Entendido' }).click()
      await expect(dialog).toBeHidden()

      // The server refuses too: no review can be posted around the dialog.
      const refused = await page.request.post('/api/reviews', {
        headers: { origin: new URL(page.url()).origin },
        data: { rating: 5, comment: 'x'.repeat(60) },
      })
      expect(refused.status()).toBe(403)
      expect((await refused.json()).code).toBe('reviews.needMoreListening')
    })

    test('the demo member, over 5 hours, writes a review and sees it on the landing page', async ({
      page,
    }) => {
      const comment = `Cada noche medito con Sosiego y duermo mucho mejor (${width} px de pantalla).`
      await logIn(page, demoMember.email, demoMember.password)
      await expect(page).toHaveURL(/\/panel/)
      await dismissCookieBanner(page)
      await openPage(page, '/panel/meditaciones')
      await reviewButton(page).click()
      const dialog = page.getByRole('dialog', { name: /^(Dejar una reseña|Actualizar reseña)$/ })
      await expect(dialog).toBeVisible()

      const send = dialog.getByRole('button', { name: 'Enviar reseña' })
      const box = dialog.getByRole('textbox', { name: 'Comentario' })
      await box.fill('Demasiado corto')
      await box.blur()
      await expect(dialog.getByText('El comentario debe tener entre 50 y 100 caracteres')).toBeVisible()
      await expect(send).toBeDisabled()
      await dialog.getByRole('radio', { name: '4 de 5 estrellas' }).check({ force: true })
      await box.fill(comment)
      await expect(dialog.getByText(`${comment.length}/100 caracteres`)).toBeVisible()
      // The box takes no more than 100 characters.
      await box.pressSequentially('y'.repeat(120 - comment.length), { delay: 0 })
      await expect(box).toHaveValue(`${comment}${'y'.repeat(100 - comment.length)}`)
      await box.fill(comment)
      await expect(send).toBeEnabled()
      await expectNoSeriousViolations(page)
      await shot(page, 'review-dialog')
      await send.click()
      await expect(
        page.getByText(/^(¡Gracias! Tu reseña se ha publicado\.|Tu reseña se ha actualizado\.)$/),
      ).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('main').getByRole('button', { name: 'Actualizar reseña' })).toBeVisible()
      // The toast (3 s, top right) lies over the button at 1280 px: wait for it to go.
      await expect(
        page.getByText(/^(¡Gracias! Tu reseña se ha publicado\.|Tu reseña se ha actualizado\.)$/),
      ).toBeHidden()

      // Updating loads the review, with its status.
      await reviewButton(page).click()
      const again = page.getByRole('dialog', { name: 'Actualizar reseña' })
      await expect(again.getByRole('textbox', { name: 'Comentario' })).toHaveValue(comment)
      await expect(again.getByRole('radio', { name: '4 de 5 estrellas' })).toBeChecked()
      await expect(again.getByText('Tu reseña se muestra en la página de inicio.')).toBeVisible()
      await again.getByRole('button', { name: 'Cancelar' }).click()

      await openPage(page, '/#testimonials')
      const section = page.locator('#testimonials')
      const next = section.getByRole('button', { name: 'Testimonios siguientes' })
      // The newest review comes right after the three embedded testimonials.
      for (let click = 0; click < (width < 768 ? 3 : 1); click += 1) await next.click()
      const card = section.getByRole('article', { name: 'Marta S.' })
      await expect(card).toBeVisible()
      await expect(card).toContainText(comment)
      await expect(card.getByText(/^Oyente verificado · \d+ h de escucha$/)).toBeVisible()
      await expect(card.getByText('4.0/5.0 rating')).toBeVisible()
      await shot(page, 'review-on-landing')
    })
  })
}
