import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { choose, fileInput, openFolder, panel, pickFile } from '../admin/content-helpers.ts'
import { demoAdmin, logInToBackOffice, signUpVerified } from '../auth/helpers.ts'
import { audioTime, dismissCookieBanner, openPage, payAtLocalCheckout } from '../page-helpers.ts'

const media = path.resolve('apps/api/src/seed/media')

/** Uploads one seeded file into a library folder under a new name, and waits for its card. */
async function upload(page: Page, folder: string, name: string, source: string, mimeType: string) {
  await page.goto('/admin/assets')
  await openFolder(page, folder)
  await fileInput(page).setInputFiles({ name, mimeType, buffer: await readFile(path.join(media, source)) })
  await expect(page.getByText('Archivo subido exitosamente')).toBeVisible()
}

// Issue 7's whole path, across the two sides: what staff upload and publish, a member finds and hears.
test('staff upload an audio and a cover, publish them in a new category and theme, and a member plays it', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = `${Date.now()}`
  const title = `Brisa de prueba ${stamp}`
  const audioFile = new RegExp(`brisa_${stamp}_\\d+\\.mp3`)
  const coverFile = new RegExp(`brisa_${stamp}_\\d+\\.webp`)

  // Staff: Recursos, then Gestión de Contenido.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await logInToBackOffice(staff, demoAdmin, '/admin/assets', 'Recursos')
  await upload(staff, 'audios', `brisa ${stamp}.mp3`, 'audios/lluvia-serena.mp3', 'audio/mpeg')
  await upload(
    staff,
    'caratula-audios',
    `brisa ${stamp}.webp`,
    'caratula-audios/lluvia-serena.webp',
    'image/webp',
  )

  await staff.goto('/admin/audio')
  const categories = panel(staff, 'Categorías')
  await categories.getByRole('button', { name: 'Agregar nuevo' }).click()
  let dialog = staff.getByRole('dialog', { name: 'Agregar Nueva Categoría' })
  await dialog.getByLabel('Nombre').fill(`Brisas ${stamp}`)
  await dialog.getByLabel('Descripción').fill('Sonidos de aire en movimiento.')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()

  await panel(staff, 'Temas').getByRole('button', { name: 'Agregar nuevo' }).click()
  dialog = staff.getByRole('dialog', { name: 'Agregar Nuevo Tema' })
  await dialog.getByLabel('Nombre').fill(`Viento suave ${stamp}`)
  await dialog.getByLabel('Descripción').fill('Para respirar con el viento.')
  await choose(dialog, 'Categoría', `Brisas ${stamp}`)
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()

  const items = panel(staff, 'Audios/Videos')
  await items.getByRole('button', { name: 'Agregar nuevo' }).click()
  dialog = staff.getByRole('dialog', { name: 'Agregar Nuevo Audio' })
  await dialog.getByLabel('Título').fill(title)
  await dialog.getByLabel('Descripción').fill('Una brisa leve entre los árboles.')
  await choose(dialog, 'Categoría', `Brisas ${stamp}`)
  await choose(dialog, 'Tema', `Viento suave ${stamp}`)
  await pickFile(staff, dialog, 'Archivo de audio', audioFile)
  await pickFile(staff, dialog, 'Portada', coverFile)
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  await items.getByLabel('Buscar audios').fill(stamp)
  const card = items.getByRole('article', { name: title })
  await expect(card.getByText('Inactivo')).toBeVisible()
  await card.getByRole('switch', { name: `Activo: ${title}` }).click()
  await staff
    .getByRole('alertdialog', { name: `¿Activar «${title}»?` })
    .getByRole('button', { name: 'Activar' })
    .click()
  await expect(card.getByRole('switch', { name: `Activo: ${title}` })).toBeChecked()
  await staff.close()

  // A member with a plan finds it by search and hears it in the bottom bar.
  const member = await browser.newPage({ viewport: { width: 375, height: 812 } })
  await signUpVerified(member, 'brisa')
  await openPage(member, '/')
  await dismissCookieBanner(member)
  await payAtLocalCheckout(member, 'full')

  await openPage(member, '/panel/meditaciones')
  const main = member.getByRole('main')
  await main.getByRole('searchbox', { name: 'Buscar' }).fill(`brisa ${stamp}`)
  await expect(main.getByRole('button', { name: /^Reproducir / })).toHaveCount(1)
  await main.getByRole('button', { name: `Reproducir ${title}` }).click()
  const bar = member.getByRole('region', { name: 'Reproductor' })
  await expect(bar.getByText(title)).toBeVisible()
  await expect.poll(() => audioTime(member)).toBeGreaterThan(3)
  await bar.getByRole('button', { name: 'Pausar' }).click()
  await expect
    .poll(
      async () =>
        ((await (await member.request.get('/api/stats/total-playtime')).json()) as { totalSeconds: number })
          .totalSeconds,
    )
    .toBeGreaterThanOrEqual(2)
  await member.close()
})
