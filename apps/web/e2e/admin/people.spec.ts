import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { demoAdmin, demoCrm, logIn, logInToBackOffice } from '../auth/helpers.ts'
import {
  audioTime,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  expectNotClipped,
  openFromAdminMenu,
  openPage,
  shot,
} from '../page-helpers.ts'

const password = 'Calma2026!'

/** Clientes, signed in as `account` (the demo admin by default). */
const logInAsStaff = (page: Page, account = demoAdmin) =>
  logInToBackOffice(page, account, '/admin/clientes', 'Clientes')

for (const width of [1280, 375]) {
  test(`Clientes at ${width} px: a client created with a plan plays; deactivation signs them out`, async ({
    browser,
  }) => {
    const surname = `Prueba${randomUUID().slice(0, 8)}`
    const email = `cliente-${randomUUID()}@sosiego.test`
    const adminContext = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await adminContext.newPage()
    await logInAsStaff(page)
    // 'Crear Cliente' with a plan until a date: a subscriber with the full plan for a week.
    await page.getByRole('button', { name: 'Crear Cliente' }).click()
    const form = page.getByRole('dialog', { name: 'Crear Cliente' })
    await form.getByLabel('Nombre').fill('Lucía')
    await form.getByLabel('Apellido').fill(surname)
    await form.getByLabel('Correo electrónico').fill(email)
    await form.getByLabel('Teléfono (opcional)').fill('+34 600 000 000')
    await form.getByLabel('Contraseña del cliente').fill(password)
    await form.getByLabel('Confirmar contraseña').fill(password)
    await form.getByLabel('Rol', { exact: true }).selectOption({ label: 'Suscriptor' })
    // A subscriber needs a plan (the registration's admin mode, public spec §5).
    await form.getByRole('button', { name: 'Crear Cliente' }).click()
    await expect(form.getByText('Debes seleccionar un plan para el rol Suscriptor')).toBeVisible()
    await form.getByLabel('Plan', { exact: true }).selectOption({ label: 'Full' })
    await form.getByLabel('Duración de la suscripción').selectOption({ label: 'Hasta una fecha' })
    await form.getByRole('button', { name: 'Crear Cliente' }).click()
    await expect(form.getByText('Debes seleccionar una fecha de fin para la suscripción')).toBeVisible()
    await form
      .getByLabel('Fecha de fin')
      .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10))
    await form.getByRole('button', { name: 'Crear Cliente' }).click()
    await expect(page.getByText('Usuario creado exitosamente')).toBeVisible()

    // The member signs in and plays a meditation of the plan.
    const memberContext = await browser.newContext({ viewport: { width, height: 900 } })
    const member = await memberContext.newPage()
    await logIn(member, email, password)
    await expect(member).not.toHaveURL(/\/login/)
    await openPage(member, '/panel/meditaciones')
    await member
      .getByRole('main')
      .getByRole('button', { name: /^Reproducir / })
      .first()
      .click()
    const player = member.getByRole('region', { name: 'Reproductor' })
    await expect(player.getByRole('button', { name: 'Pausar' })).toBeVisible()
    await expect.poll(() => audioTime(member)).toBeGreaterThan(1)

    await page.getByLabel('Buscar por nombre o apellido').fill(`lucia ${surname.toLowerCase()}`)
    await expect(page.getByText(/^1 de \d+ total$/)).toBeVisible()
    const name = `Lucía ${surname}`
    const phone = width < 768
    const row = (phone ? page.getByRole('main').getByRole('listitem') : page.getByRole('row')).filter({
      hasText: email,
    })
    await expect(row).toHaveCount(1)
    if (!phone) {
      // Compact rows (issue 28): name and address on two lines, the actions icon buttons on one.
      expect((await row.boundingBox())?.height).toBeLessThanOrEqual(72)
    }
    for (const action of [`Editar a ${name}`, `Ver tests de ${name}`, `Desactivar a ${name}`])
      await expectNotClipped(row.getByRole('button', { name: action }))
    await expectNoHorizontalScroll(page)
    await expectNoSeriousViolations(page)
    await shot(page, 'clientes')

    // The editor: 'Eliminar cuenta' stays away from 'Guardar Cambios', which ends the form.
    await row.getByRole('button', { name: `Editar a ${name}` }).click()
    const editor = page.getByRole('dialog', { name: 'Editar usuario' })
    const erase = editor.getByRole('button', { name: 'Eliminar cuenta' })
    const cancel = editor.getByRole('button', { name: 'Cancelar' })
    const save = editor.getByRole('button', { name: 'Guardar Cambios' })
    await save.scrollIntoViewIfNeeded()
    const [eraseBox, cancelBox, saveBox] = await Promise.all([
      erase.boundingBox(),
      cancel.boundingBox(),
      save.boundingBox(),
    ])
    if (!eraseBox || !cancelBox || !saveBox) throw new Error('the editor’s footer is not drawn')
    if (phone) {
      // Stacked: the destructive action first, then Cancelar, the primary action last.
      expect(eraseBox.y + eraseBox.height).toBeLessThan(cancelBox.y - 12)
      expect(cancelBox.y + cancelBox.height).toBeLessThanOrEqual(saveBox.y)
    } else {
      // One row: the destructive action on the far left, Cancelar and the primary action on the right.
      expect(Math.abs(eraseBox.y - saveBox.y)).toBeLessThan(4)
      expect(eraseBox.x + eraseBox.width).toBeLessThan(cancelBox.x - 24)
      expect(cancelBox.x + cancelBox.width).toBeLessThanOrEqual(saveBox.x)
    }
    await expectNoSeriousViolations(page)
    await shot(page, 'clientes-editor')
    await cancel.click()
    await expect(editor).toBeHidden()

    await page.getByRole('button', { name: 'Desactivar' }).first().click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Desactivar a Lucía')
    await confirm.getByRole('button', { name: 'Desactivar' }).click()
    await expect(page.getByText('Usuario desactivado correctamente.')).toBeVisible()
    await expect(page.getByText('Inactivo', { exact: true }).locator('visible=true').first()).toBeVisible()

    // The member's open page: the next call is refused and the session cannot be renewed.
    const check = await member.request.get('/api/users/validate-token')
    expect(check.status()).toBe(401)
    await member.reload()
    await expect(member.getByRole('link', { name: /Iniciar sesión/i }).first()).toBeVisible()
    await adminContext.close()
    await memberContext.close()
  })
}

test('an admin idle past the access token exports Clientes and Órdenes on the first click', async ({
  page,
}) => {
  await logInAsStaff(page)
  const refreshes: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/users/refresh-token') refreshes.push(sent.method())
  })
  // The access token lasts 15 minutes; dropping its cookie is what the server then sees. The refresh
  // cookie stays, as it does for a page left open: the first call renews the session.
  const expireAccessToken = async () => {
    await page.context().clearCookies({ name: 'sosiego_at' })
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('sosiego_rt')
  }

  await expireAccessToken()
  const [clients] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ])
  expect(clients.suggestedFilename()).toBe('clientes.csv')
  expect((await readFile(await clients.path(), 'utf8')).replace(/^\uFEFF/, '')).toMatch(/^"Nombre",/)
  await expect(page.getByText('Archivo clientes.csv descargado')).toBeVisible()
  expect(refreshes).toEqual(['POST'])

  await openFromAdminMenu(page, 'Órdenes')
  await expect(page.getByText(/^Historial de pagos y transacciones \(\d+ de \d+\)$/)).toBeVisible()
  await expireAccessToken()
  const [orders] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ])
  expect(orders.suggestedFilename()).toBe('ordenes.csv')
  expect((await readFile(await orders.path(), 'utf8')).replace(/^\uFEFF/, '')).toMatch(/^"Nombre",/)
  await expect(page.getByText('Archivo ordenes.csv descargado')).toBeVisible()
  expect(refreshes).toEqual(['POST', 'POST'])
  await expect(page.getByRole('dialog', { name: 'Sesión Expirada' })).toHaveCount(0)
})

test('Usuarios lists staff with Spanish role and status badges', async ({ page }) => {
  await logInAsStaff(page)
  await page.goto('/admin/usuarios')
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible()
  await expect(page.getByText(/\d+ de \d+ total/)).toBeVisible()
  await expect(page.getByText('Usuario CRM', { exact: true }).locator('visible=true').first()).toBeVisible()
  await expectNoSeriousViolations(page)

  // 'Crear Usuario' is the registration form in modal mode too: a creator needs a plan.
  const surname = `Equipo${randomUUID().slice(0, 8)}`
  await page.getByRole('button', { name: 'Crear Usuario' }).click()
  const dialog = page.getByRole('dialog', { name: 'Crear Usuario' })
  await dialog.getByLabel('Nombre').fill('Iván')
  await dialog.getByLabel('Apellido').fill(surname)
  await dialog.getByLabel('Correo electrónico').fill(`${surname.toLowerCase()}@sosiego.test`)
  await dialog.getByLabel('Contraseña del usuario').fill(password)
  await dialog.getByLabel('Confirmar contraseña').fill(password)
  await dialog.getByLabel('Rol', { exact: true }).selectOption({ label: 'Creador' })
  await dialog.getByRole('button', { name: 'Crear Usuario' }).click()
  await expect(dialog.getByText('Debes seleccionar un plan para el rol Creador')).toBeVisible()
  await dialog.getByLabel('Plan', { exact: true }).selectOption({ label: 'Mini' })
  await dialog.getByRole('button', { name: 'Crear Usuario' }).click()
  await expect(page.getByText('Usuario creado exitosamente')).toBeVisible()
  await page.getByLabel('Buscar por nombre o apellido').fill(surname)
  await expect(page.getByText(/^1 de \d+ total$/)).toBeVisible()
})

test('an admin creates a client from Clientes; a crmUser sees no create buttons', async ({
  page,
  browser,
}) => {
  await logInAsStaff(page)
  const surname = `Prueba${randomUUID().slice(0, 8)}`
  await page.getByRole('button', { name: 'Crear Cliente' }).click()
  const dialog = page.getByRole('dialog', { name: 'Crear Cliente' })
  // The registration form in modal mode: no login link, no terms, the client's password.
  await expect(dialog.getByRole('link')).toHaveCount(0)
  await expect(dialog.getByRole('checkbox')).toHaveCount(0)
  await expect(dialog.getByText(/ingresa tu contraseña/i)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Crear Cliente' }).click()
  await expect(dialog.getByText('El nombre es requerido')).toBeVisible()
  await dialog.getByLabel('Nombre').fill('Marta')
  await dialog.getByLabel('Apellido').fill(surname)
  await dialog.getByLabel('Correo electrónico').fill(`${surname.toLowerCase()}@sosiego.test`)
  await dialog.getByLabel('Contraseña del cliente').fill(password)
  // The live checklist ticks as the password is typed; the confirmation completes it.
  const met = dialog.locator('li[data-met="true"]')
  await expect(met).toHaveCount(3)
  await dialog.getByLabel('Confirmar contraseña').fill(password)
  await expect(met).toHaveCount(4)
  await dialog.getByRole('button', { name: 'Crear Cliente' }).click()
  await expect(page.getByText('Usuario creado exitosamente')).toBeVisible()
  await page.getByLabel('Buscar por nombre o apellido').fill(surname)
  await expect(page.getByText(/^1 de \d+ total$/)).toBeVisible()
  await expect(page.getByText('Visitante', { exact: true }).locator('visible=true').first()).toBeVisible()

  const crmContext = await browser.newContext()
  const crm = await crmContext.newPage()
  await logInAsStaff(crm, demoCrm)
  await expect(crm.getByText(/\d+ de \d+ total/)).toBeVisible()
  await expect(crm.getByRole('button', { name: 'Crear Cliente' })).toHaveCount(0)
  await crm.goto('/admin/usuarios')
  await expect(crm.getByText(/\d+ de \d+ total/)).toBeVisible()
  await expect(crm.getByRole('button', { name: 'Crear Usuario' })).toHaveCount(0)
  await crmContext.close()
})
