import { expect, test } from '@playwright/test'
import { logIn, signUpWithoutPlan } from '../auth/helpers.ts'
import {
  dismissCookieBanner,
  expectNoSeriousViolations,
  openPage,
  requestImmediateStart,
  shot,
} from '../page-helpers.ts'

/**
 * Issue 18 in the browser, with the local provider: buy a renewing plan, 'Cancelar renovación' in
 * two clicks, 'Reanudar', then 'Desistir del contrato' with its confirmation step. Issue 27: the
 * purchase carries the request to start now, so the withdrawal gives back the days not begun
 * (29 of 30 on the day of purchase: 19,32 US$ of 19,99), said before confirming.
 */
for (const width of [375, 1280]) {
  test.describe(`renewing plan at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    test.slow()

    test('buy a renewing plan, cancel its renewal in two clicks, resume it, then withdraw', async ({
      page,
    }) => {
      await signUpWithoutPlan(page, 'renueva')
      await openPage(page, '/')
      await dismissCookieBanner(page)
      await page.goto('/checkout/full')
      // Issue 32: the order summary before paying — the price with tax and period, today's charge,
      // the renewal terms and the withdrawal right with its pro-rata rule.
      await expect(page.getByRole('heading', { name: 'Resumen de tu pedido' })).toBeVisible()
      await expect(page.getByText(/^19,99\sUS\$ \/ mes · IVA incluido$/)).toBeVisible()
      await expect(page.getByText(/^Hoy, \d+ de \w+ de \d{4}$/)).toBeVisible()
      await expect(
        page.getByText(
          /^Se renueva automáticamente cada mes por 19,99\sUS\$ hasta que canceles la renovación\.$/,
        ),
      ).toBeVisible()
      await expect(page.getByText(/^Tienes 14 días para desistir del contrato/)).toContainText(
        'cada día empezado cuenta como disfrutado',
      )
      await expectNoSeriousViolations(page)
      await shot(page, 'checkout-immediate-start')
      await requestImmediateStart(page)
      await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/)
      await page.getByRole('button', { name: 'Pagar' }).click()
      await expect(page.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible()
      await expect(page).toHaveURL('/panel/meditaciones')

      await page.goto('/panel/suscripcion')
      await dismissCookieBanner(page)
      const renewal = page.getByRole('region', { name: 'Renovación' })
      await expect(renewal.getByText(/^Se renueva el .+ por 19,99/)).toBeVisible()
      await expect(
        renewal.getByText(
          /^Puedes desistir del contrato hasta el .+\. Si desistes ahora, te devolveremos 19,32\sUS\$\.$/,
        ),
      ).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'renewal-on')

      // Click 1: the button. Click 2: the confirmation, which says until when the plan stays usable.
      await renewal.getByRole('button', { name: 'Cancelar renovación' }).click()
      const confirm = page.getByRole('alertdialog', { name: '¿Cancelar la renovación?' })
      await expect(confirm.getByText(/Tu plan sigue disponible hasta el \d+ de \w+ de \d{4}\./)).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'renewal-cancel-confirm')
      await confirm.getByRole('button', { name: 'Sí, cancelar renovación' }).click()
      await expect(confirm).toBeHidden()
      await expect(
        renewal.getByText(/^Renovación cancelada: tu plan sigue disponible hasta el/),
      ).toBeVisible()
      await expect(renewal.getByRole('button', { name: 'Cancelar renovación' })).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await shot(page, 'renewal-cancelled')

      await renewal.getByRole('button', { name: 'Reanudar' }).click()
      await expect(renewal.getByText(/^Se renueva el/)).toBeVisible()
      await expect(renewal.getByRole('button', { name: 'Cancelar renovación' })).toBeVisible()

      await renewal.getByRole('button', { name: 'Desistir del contrato' }).click()
      const withdraw = page.getByRole('alertdialog', { name: '¿Desistir del contrato?' })
      await expect(
        withdraw.getByText(/^Te devolveremos 19,32\sUS\$ por el mismo medio de pago/),
      ).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'withdraw-confirm')
      await withdraw.getByRole('button', { name: 'Confirmar desistimiento' }).click()
      await expect(
        page.getByText('Has desistido del contrato. Te enviamos el acuse de recibo por correo.'),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: 'No tienes suscripción activa' })).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'withdrawn')
    })
  })
}

/**
 * Issue 32, decision 114: the demo's member whose renewal is being retried (seeded declined, in grace)
 * sees the payment-pending banner on the panel, with the way to update the card, and keeps the plan.
 */
for (const width of [375, 1280]) {
  test(`the seeded member with a payment pending sees the banner at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
    await logIn(page, 'pendiente@sosiego.app', 'Sosiego2026!')
    await expect(page).toHaveURL(/\/panel/)
    await dismissCookieBanner(page)
    const banner = page.getByText('No pudimos cobrar la renovación. Actualiza tu tarjeta', { exact: true })
    await expect(banner).toBeVisible()
    await expect(page.getByText('Mantienes tu plan mientras volvemos a intentar el cobro.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Actualizar tarjeta' })).toBeVisible()
    await expectNoSeriousViolations(page)
    await shot(page, 'payment-pending-banner')
    // The local provider has no card portal: the button leads to Mi Suscripción, which says the same.
    await page.getByRole('button', { name: 'Actualizar tarjeta' }).click()
    await expect(page).toHaveURL('/panel/suscripcion')
    await expect(
      page.getByText('No pudimos cobrar la renovación. Actualiza tu tarjeta para no perder el acceso.'),
    ).toBeVisible()
  })
}
