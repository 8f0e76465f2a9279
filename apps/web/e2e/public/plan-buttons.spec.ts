import { expect, type Page, test } from '@playwright/test'
import { demoAdmin, logIn, newAccount, signedInApi } from '../auth/helpers.ts'
import { openPage } from '../page-helpers.ts'

// Spec §4 "Plan button on the landing page", for the three kinds of visitor it distinguishes.

const planCard = (page: Page, name: string) =>
  page.locator('#pricing').getByRole('article', { name, exact: true })

for (const width of [375, 1280]) {
  test.describe(`plan buttons at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('staff see every plan as unavailable', async ({ page }) => {
      await logIn(page, demoAdmin.email, demoAdmin.password)
      await expect(page).not.toHaveURL(/\/login/)
      await openPage(page, '/#pricing')
      for (const name of ['Prueba gratuita', 'Mini', 'Full', 'Full anual']) {
        await expect(planCard(page, name).getByRole('button', { name: 'No disponible' })).toBeDisabled()
      }
    })

    test('a member with the monthly full plan can only move up to the yearly one', async ({ page }) => {
      // The admin grants the plan through the back office's API (POST /api/users/create with planSlug).
      const admin = await signedInApi(demoAdmin)
      const member = newAccount('plan-buttons')
      const created = await admin.post('/api/users/create', {
        data: { ...member, role: 'subscriber', planSlug: 'full' },
      })
      expect(created.status()).toBe(201)
      await admin.dispose()

      await logIn(page, member.email, member.password)
      await expect(page).toHaveURL(/\/panel/)
      await openPage(page, '/#pricing')
      await expect(
        planCard(page, 'Prueba gratuita').getByRole('button', { name: 'Plan ya activado' }),
      ).toBeDisabled()
      // Mini and Full last as long as the active plan: already covered.
      await expect(planCard(page, 'Mini').getByRole('button', { name: 'Plan activo' })).toBeDisabled()
      await expect(planCard(page, 'Full').getByRole('button', { name: 'Plan activo' })).toBeDisabled()
      const yearly = planCard(page, 'Full anual').getByRole('button', { name: 'Suscribirse' })
      await expect(yearly).toBeEnabled()
      // The checkout (spec §4) holds any purchase over an active paid plan but mini → full: home, and why.
      await yearly.click()
      await expect(page.getByText('Ya tienes un plan activo.')).toBeVisible()
      await expect(page).toHaveURL('/')
    })
  })
}
