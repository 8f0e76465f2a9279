import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations, openPage } from '../page-helpers.ts'
import {
  linkFromMailbox,
  logIn,
  logOutFromPanel,
  newAccount,
  signUpVerified,
  submitSignUpForm,
} from './helpers.ts'

test.describe('accounts', () => {
  test('sign up → verification e-mail → verified → panel; log out; log in', async ({ page }) => {
    const account = newAccount('alta')
    await openPage(page, '/login?mode=signup')
    await expect(page).toHaveTitle('Crear cuenta · Sosiego')
    const main = page.getByRole('main')
    await submitSignUpForm(page, account)

    await expect(page).toHaveURL('/email-verification')
    await expect(page.getByText('Usuario registrado exitosamente')).toBeVisible()
    await expect(main.getByText(`Te enviamos un enlace de verificación a ${account.email}`)).toBeVisible()
    // Unverified: the panel is not reachable yet.
    await page.goto('/panel')
    await expect(page).toHaveURL('/email-verification')

    const link = await linkFromMailbox(page.request, account.email, '/verify-email')
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { name: '¡Correo verificado exitosamente!' })).toBeVisible()
    await expect(page).toHaveURL('/panel')
    await expect(page.getByRole('heading', { name: `¡Hola, ${account.name}!` })).toBeVisible()

    await logOutFromPanel(page)
    await expect(page).toHaveURL('/')
    // A signed-out deep link (the receipt's 'Ir a mi panel') asks for a sign-in at once and comes back.
    await page.goto('/panel/suscripcion')
    await expect(page).toHaveURL('/login?mode=login')
    await expect(page.getByRole('status').filter({ hasText: 'Inicia sesión para continuar' })).toBeVisible()

    await logIn(page, account.email, account.password)
    await expect(page).toHaveURL('/panel/suscripcion')
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Suscripción' })).toBeVisible()
  })

  test('a wrong password is refused with the server message', async ({ page }) => {
    const account = await signUpVerified(page, 'error')
    await page.context().clearCookies()
    await logIn(page, account.email, 'Otra.Clave1')
    await expect(page.getByText('Correo electrónico o contraseña incorrectos.')).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
  })

  test('forgot password → e-mailed link → reset → log in with the new password', async ({ page }) => {
    const account = await signUpVerified(page, 'olvido')
    await page.context().clearCookies()

    await page.goto('/login?mode=loginResetPassword')
    const dialog = page.getByRole('dialog', { name: 'Restablecer contraseña' })
    await dialog.getByLabel('Correo electrónico').fill(account.email)
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(dialog).toBeHidden()

    const link = await linkFromMailbox(page.request, account.email, '/reset-password')
    await page.goto(link.pathname + link.search)
    const main = page.getByRole('main')
    await main.getByLabel('Nueva contraseña').fill('Sereno!2026')
    await main.getByLabel('Confirmar contraseña').fill('Sereno!2026')
    await main.getByRole('button', { name: 'Restablecer contraseña' }).click()
    await expect(page.getByRole('heading', { name: 'Contraseña restablecida correctamente' })).toBeVisible()
    await expect(page).toHaveURL(/\/login/)

    await logIn(page, account.email, account.password)
    await expect(page.getByText('Correo electrónico o contraseña incorrectos.')).toBeVisible()
    await logIn(page, account.email, 'Sereno!2026')
    await expect(page).toHaveURL('/panel')
  })

  test('change the password in Configuración', async ({ page }) => {
    const account = await signUpVerified(page, 'cambio')
    await page.goto('/panel/configuracion')
    await page.getByRole('tab', { name: 'Contraseña' }).click()
    const form = page.getByRole('tabpanel')
    await form.getByLabel('Contraseña actual').fill(account.password)
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('Brisa#2026')
    await form.getByLabel('Confirmar nueva contraseña').fill('Brisa#2026')
    await expect(form.locator('li[data-met="true"]')).toHaveCount(4)
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(page.getByText('Contraseña actualizada correctamente.')).toBeVisible()
    await expect(form.getByLabel('Contraseña actual')).toHaveValue('')

    await logOutFromPanel(page)
    await logIn(page, account.email, 'Brisa#2026')
    await expect(page).toHaveURL('/panel')
  })

  test('update the profile and the photo', async ({ page }) => {
    await signUpVerified(page, 'perfil')
    await page.goto('/panel/configuracion')
    const form = page.getByRole('tabpanel')
    await form.getByLabel('Nombre').fill('Lucía María')
    await form.getByTestId('avatar-file').setInputFiles({
      name: 'yo.png',
      mimeType: 'image/png',
      // A 1×1 PNG.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    })
    await expect(form.getByText('Guarda los cambios para usar la nueva foto.')).toBeVisible()
    await form.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Perfil actualizado correctamente.')).toBeVisible()

    // The sidebar shows the new name and the stored photo (an <img> appears once it has loaded).
    const sidebar = page.getByRole('complementary')
    await expect(sidebar.getByText('Lucía María Martín')).toBeVisible()
    await expect(sidebar.locator('img')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('tabpanel').getByLabel('Nombre')).toHaveValue('Lucía María')
  })

  test('refuses a file that is not an image before sending it', async ({ page }) => {
    await signUpVerified(page, 'archivo')
    await page.goto('/panel/configuracion')
    const form = page.getByRole('tabpanel')
    await form.getByTestId('avatar-file').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    })
    await expect(form.getByRole('alert')).toHaveText(
      'La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.',
    )
  })

  test("an expired session shows 'Sesión Expirada'", async ({ page }) => {
    await signUpVerified(page, 'expira')
    await page.goto('/panel/configuracion')
    await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible()
    // The page's own calls answered first: the session that expires is met by the click's request,
    // not by a section still loading (a busy CI machine once had one land first and leave the page).
    await page.waitForLoadState('networkidle')

    await page.context().clearCookies()
    await page.getByRole('tabpanel').getByRole('button', { name: 'Guardar cambios' }).click()

    const dialog = page.getByRole('dialog', { name: 'Sesión Expirada' })
    await expect(dialog).toContainText(
      'Tu sesión ha expirado. Por favor, inicia sesión nuevamente para continuar.',
    )
    await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/')
    await expect(
      page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Iniciar sesión' }),
    ).toBeVisible()
  })

  test('the account menu in the navigation bar', async ({ page }) => {
    const account = await signUpVerified(page, 'menu')
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(`${account.name} ${account.lastName}`)).toBeVisible()
    await expect(menu.getByText(account.email)).toBeVisible()
    // Verified, the member holds the trial (decision 049).
    await expect(menu.getByText('Plan: Prueba gratuita')).toBeVisible()
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Panel de Control',
      'Ver audios y videos',
      'Tomar Test',
      'Cerrar Sesión',
    ])
    await menu.getByRole('menuitem', { name: 'Panel de Control' }).click()
    await expect(page).toHaveURL('/panel')
  })

  test('link pages explain a missing or dead token', async ({ page }) => {
    await page.goto('/verify-email')
    await expect(page.getByText('Verification token not found in URL.')).toBeVisible()
    await page.goto(`/verify-email?token=${'x'.repeat(43)}`)
    await expect(page.getByRole('heading', { name: 'Verificación fallida' })).toBeVisible()
    await page.goto('/reset-password')
    await expect(page.getByText('Token de restablecimiento no encontrado en la URL.')).toBeVisible()
  })

  test('sign-in pages have no serious accessibility violations', async ({ page }) => {
    for (const path of ['/login?mode=login', '/login?mode=signup', '/loginResetPassword']) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSeriousViolations(page)
    }
  })
})
