import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demoCrm } from '../auth/helpers.ts'
import { dismissCookieBanner, openPage, shot } from '../page-helpers.ts'
import { contextFor, viewportOf, widths } from './page-checks.ts'

/**
 * Issue 34: the 'Declaración de accesibilidad' is linked from every public page's footer; its form
 * sends a report, says so, and the report reaches staff: the back office lists it (crmUser reads it)
 * and an e-mail goes to the contact address.
 */
for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: viewportOf(width) })

    test('the footer links the statement, whose form sends a report that staff read', async ({
      page,
      browser,
    }, testInfo) => {
      await openPage(page, '/contact')
      await dismissCookieBanner(page)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Declaración de accesibilidad' }).click()
      await expect(page).toHaveURL('/accesibilidad')
      const main = page.getByRole('main')
      await expect(
        main.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }),
      ).toBeVisible()
      await expect(page).toHaveTitle('Declaración de accesibilidad · Sosiego')
      await expect(main.getByText(/parcialmente conforme/)).toBeVisible()
      await expect(
        main.getByRole('heading', { level: 2, name: 'Preparación de esta declaración' }),
      ).toBeVisible()
      await expect(main.getByRole('link', { name: 'hola@sosiego.app' })).toHaveAttribute(
        'href',
        'mailto:hola@sosiego.app',
      )

      const stamp = randomUUID().slice(0, 8)
      const email = `aviso-${stamp}@example.com`
      await main.getByRole('textbox', { name: 'Nombre (opcional)' }).fill('Rosa')
      await main.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
      await main
        .getByRole('textbox', { name: 'Página o contenido afectado (opcional)' })
        .fill('/panel/progreso')
      await main
        .getByRole('textbox', { name: 'Describe el problema' })
        .fill(`El gráfico de mi progreso no se puede leer con el lector de pantalla (${stamp}).`)
      await main.getByRole('button', { name: 'Enviar aviso' }).click()
      await expect(main.getByRole('status')).toHaveText(
        'Gracias. Hemos recibido tu aviso y te responderemos en un plazo máximo de 20 días hábiles.',
      )
      await expect(main.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('')
      await shot(page, 'a11y-statement')

      // Staff get it by e-mail at the contact address…
      await expect
        .poll(async () => {
          const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as {
            to: string
            text: string
          }[]
          return mails.some((mail) => mail.to === 'hola@sosiego.app' && mail.text.includes(stamp))
        })
        .toBe(true)
      // …and read it in the back office (a crmUser too).
      const staff = await contextFor(browser, testInfo.project.use, width, demoCrm)
      try {
        await openPage(staff.page, '/admin/accesibilidad')
        const report = staff.page.getByRole('listitem').filter({ hasText: stamp })
        await expect(report).toBeVisible()
        await expect(report.getByRole('link', { name: `Responder por correo a ${email}` })).toBeVisible()
        await shot(staff.page, 'a11y-admin-reports')
      } finally {
        await staff.context.close()
      }
    })
  })
}
