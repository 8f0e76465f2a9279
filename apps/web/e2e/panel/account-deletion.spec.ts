import { type APIRequestContext, expect, test } from '@playwright/test'
import { openNewMemberInClientes, originHeaders, signUpVerified } from '../auth/helpers.ts'
import { dismissCookieBanner, expectNoSeriousViolations, openPage, shot } from '../page-helpers.ts'

type MailboxEntry = { to: string; subject: string }

/** The deletion notice e-mailed to `email`, from the development mailbox. */
async function expectDeletionNotice(request: APIRequestContext, email: string) {
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as MailboxEntry[]
        return mails.some(
          (mail) => mail.to === email && mail.subject === 'Tu cuenta de Sosiego se ha eliminado',
        )
      },
      { message: `the deletion notice to ${email}` },
    )
    .toBe(true)
}

/** The account is gone: its password opens nothing. */
async function expectNoAccount(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/users/login', {
    headers: originHeaders(),
    data: { email, password },
  })
  expect(login.status()).toBe(401)
}

for (const width of [1280, 375]) {
  test(`Configuración at ${width} px: 'Eliminar mi cuenta' asks the password, confirms, signs out and e-mails`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    const account = await signUpVerified(page, 'borrar')
    await openPage(page, '/panel/configuracion')
    await dismissCookieBanner(page)
    await page.getByRole('tab', { name: 'Tu cuenta' }).click()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Eliminar mi cuenta' })).toBeVisible()
    await expectNoSeriousViolations(page)
    await shot(page, 'eliminar-mi-cuenta')

    // Nothing typed: asked for the password, no dialog.
    await main.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    await expect(main.getByText('Escribe tu contraseña para confirmar')).toBeVisible()

    // A wrong password goes through the confirmation and is refused under the field.
    await main.getByLabel('Tu contraseña').fill('Otra.Clave1')
    await main.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    let confirm = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta definitivamente?' })
    await confirm.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click()
    await expect(main.getByText('La contraseña no es correcta.')).toBeVisible()
    await expect(page).toHaveURL('/panel/configuracion')

    // Cancel keeps the account.
    await main.getByLabel('Tu contraseña').fill(account.password)
    await main.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    confirm = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta definitivamente?' })
    await expect(confirm).toContainText('No podrás recuperarla')
    await expectNoSeriousViolations(page)
    await shot(page, 'eliminar-mi-cuenta-confirmacion')
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(confirm).toBeHidden()
    expect((await page.request.get('/api/users/validate-token')).status()).toBe(200)

    await main.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    await page
      .getByRole('alertdialog', { name: '¿Eliminar tu cuenta definitivamente?' })
      .getByRole('button', { name: 'Sí, eliminar mi cuenta' })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page.getByText('Tu cuenta se ha eliminado.')).toBeVisible()
    await expectNoSeriousViolations(page)

    expect((await page.request.get('/api/users/validate-token')).status()).toBe(401)
    await page.goto('/panel/configuracion')
    await expect(page).not.toHaveURL('/panel/configuracion')
    await expectDeletionNotice(page.request, account.email)
    await expectNoAccount(page.request, account.email, account.password)
    await context.close()
  })
}

test("Clientes: an admin deletes a member's account at their request", async ({ page }) => {
  const { member, name, dialog } = await openNewMemberInClientes(page, 'borrar-staff', 'Borrado')
  await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click()
  const confirm = page.getByRole('alertdialog', { name: `¿Eliminar la cuenta de ${name}?` })
  await expectNoSeriousViolations(page)
  await confirm.getByRole('button', { name: 'Eliminar cuenta' }).click()
  await expect(page.getByText('La cuenta se ha eliminado.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expectDeletionNotice(page.request, member.email)
  await expectNoAccount(page.request, member.email, member.password)
})
