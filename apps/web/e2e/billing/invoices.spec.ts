import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { demoAdmin, demoMember, logIn, logInToBackOffice } from '../auth/helpers.ts'
import { dismissCookieBanner, expectNoSeriousViolations, shot } from '../page-helpers.ts'

/**
 * Issue 32 in the browser: the demo member's charges were invoiced by the seed; the member downloads
 * an invoice from Mi Suscripción ('Descargar factura') and sees 'Datos de facturación'; an admin
 * downloads the 'libro de facturas emitidas' of the last 30 days from Órdenes, where the demo
 * member's invoice is listed with its base, IVA and total.
 */
for (const width of [375, 1280]) {
  test.describe(`invoices at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test("a member downloads an invoice from 'Facturas'", async ({ page }) => {
      await logIn(page, demoMember.email, demoMember.password)
      await expect(page).not.toHaveURL(/\/login/)
      await page.goto('/panel/suscripcion')
      await dismissCookieBanner(page)
      const invoices = page.getByRole('region', { name: 'Facturas' })
      const button = invoices.getByRole('button', { name: /^Descargar factura \d{4}-\d{6}$/ }).first()
      await expect(button).toBeVisible()
      await expect(invoices.getByText(/^Base .+ \+ IVA 21 % /).first()).toBeVisible()
      const details = page.getByRole('region', { name: 'Datos de facturación' })
      await expect(details.getByText(/^Opcional: para una factura completa/)).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'invoices-member')

      const code = (await button.getAttribute('aria-label'))?.replace('Descargar factura ', '')
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
      expect(download.suggestedFilename()).toBe(`factura-${code}.pdf`)
      const pdf = await readFile(await download.path())
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    })

    test('an admin downloads the invoice book from Órdenes', async ({ page }) => {
      await logInToBackOffice(page, demoAdmin, '/admin/logs-ordenes', 'Órdenes')
      await page.getByRole('button', { name: 'Libro de facturas' }).click()
      const dialog = page.getByRole('dialog', { name: 'Libro de facturas emitidas' })
      await dialog.getByRole('combobox', { name: 'Periodo' }).selectOption({ label: 'Últimos 30 días' })
      await expectNoSeriousViolations(page)
      await shot(page, 'invoice-book-dialog')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Descargar libro de facturas' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(
        /^libro-de-facturas-emitidas-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      )
      const lines = (await readFile(await download.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
      expect(lines[0]).toBe(
        '"Número","Tipo","Fecha de expedición","Factura rectificada","Cliente","Correo electrónico","NIF del cliente","Dirección del cliente","Concepto","Base imponible","Tipo de IVA (%)","Cuota de IVA","Total","Moneda","Nota"',
      )
      const memberLine = lines.find((line) => line.includes(`"${demoMember.email}"`))
      expect(memberLine).toMatch(/^"\d{4}-\d{6}","Factura",.*"\d+\.\d{2}","21","\d+\.\d{2}","\d+\.\d{2}",/)
    })
  })
}
