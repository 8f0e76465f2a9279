import { expect, type Page, test } from '@playwright/test'
import { type Credentials, demoAdmin, demoCrm, logInToBackOffice, originHeaders } from '../auth/helpers.ts'
import { expectNoSeriousViolations, shot } from '../page-helpers.ts'
import { choose, panel, pickFile } from './content-helpers.ts'

/** Gestión de Contenido, signed in as `account`. */
const openContent = (page: Page, account: Credentials) =>
  logInToBackOffice(page, account, '/admin/audio', 'Gestión de Contenido')

/** A one-page PDF, uploaded to the library through the API as `name`. */
async function uploadPdf(page: Page, name: string) {
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  const response = await page.request.post('/api/upload/archivos-pdf', {
    headers: originHeaders(),
    multipart: { file: { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf) } },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: { items: { name: string }[] } }
  return body.data.items[0]?.name as string
}

for (const width of [375, 1280]) {
  test.describe(`Gestión de Contenido at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('an admin builds a category, a theme and an audio, activates, edits and deletes it', async ({
      page,
    }) => {
      test.slow()
      // The suite shares one database: names of this run only.
      const stamp = `${Date.now()}-${width}`
      const category = `Categoría e2e ${stamp}`
      const theme = `Tema e2e ${stamp}`
      const title = `Audio e2e ${stamp}`
      await openContent(page, demoAdmin)
      await expect(panel(page, 'Audios/Videos').getByRole('article').first()).toBeVisible()
      await expectNoSeriousViolations(page)

      // Category, with a cover from the library.
      const categories = panel(page, 'Categorías')
      await categories.getByRole('button', { name: 'Agregar nuevo' }).click()
      let dialog = page.getByRole('dialog', { name: 'Agregar Nueva Categoría' })
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible()
      await expect(dialog.getByText('La descripción es obligatoria')).toBeVisible()
      await expectNoSeriousViolations(page)
      await dialog.getByLabel('Nombre').fill(category)
      await dialog.getByLabel('Descripción').fill('Creada por la prueba de extremo a extremo.')
      await pickFile(page, dialog, 'Portada', 'relaciones.webp')
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Categoría creada correctamente.')).toBeVisible()
      await categories.getByLabel('Buscar categorías').fill(stamp)
      await expect(categories.getByRole('article', { name: category }).getByText('Activo')).toBeVisible()

      // A theme in it.
      const themes = panel(page, 'Temas')
      await themes.getByRole('button', { name: 'Agregar nuevo' }).click()
      dialog = page.getByRole('dialog', { name: 'Agregar Nuevo Tema' })
      await dialog.getByLabel('Nombre').fill(theme)
      await dialog.getByLabel('Descripción').fill('Un tema de la prueba.')
      await choose(dialog, 'Categoría', category)
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()
      await themes.getByLabel('Buscar temas').fill(stamp)
      await expect(themes.getByRole('article', { name: theme })).toContainText(category)

      // An audio in that theme: its file and cover from the library; it starts inactive.
      const media = panel(page, 'Audios/Videos')
      await media.getByRole('button', { name: 'Agregar nuevo' }).click()
      dialog = page.getByRole('dialog', { name: 'Agregar Nuevo Audio' })
      await dialog.getByLabel('Título').fill(title)
      await dialog.getByLabel('Descripción').fill('Respira con calma.')
      await choose(dialog, 'Categoría', category)
      await expect(dialog.getByRole('combobox', { name: 'Tema' }).locator('option:checked')).toHaveText(
        'Selecciona un tema',
      )
      await choose(dialog, 'Tema', theme)
      await pickFile(page, dialog, 'Archivo de audio', 'respiracion-consciente.mp3')
      await pickFile(page, dialog, 'Portada', 'respiracion-consciente.webp')
      await dialog.getByLabel('Etiquetas').fill('Calma')
      await dialog.getByLabel('Etiquetas').press('Enter')
      await expect(dialog.getByRole('button', { name: 'Quitar etiqueta calma' })).toBeVisible()
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Audio creado correctamente.')).toBeVisible()

      await media.getByLabel('Buscar audios').fill(stamp)
      const card = media.getByRole('article', { name: title })
      await expect(card.getByText('Inactivo')).toBeVisible()
      // The duration comes from the file, read on the server (the demo's five minutes, issue 28).
      await expect(card.getByText('5:00')).toBeVisible()
      await expect(card.getByText('calma', { exact: true })).toBeVisible()
      // Issue 34: nothing for members who cannot hear it yet.
      await expect(card.getByText('Sin subtítulos', { exact: true })).toBeVisible()
      await shot(page, 'content-without-captions')

      // Activate, after confirming.
      await card.getByRole('switch', { name: `Activo: ${title}` }).click()
      const confirm = page.getByRole('alertdialog', { name: `¿Activar «${title}»?` })
      await expectNoSeriousViolations(page)
      await confirm.getByRole('button', { name: 'Activar' }).click()
      await expect(card.getByRole('switch', { name: `Activo: ${title}` })).toBeChecked()
      await expect(card.getByText('Activo', { exact: true })).toBeVisible()

      // Edit: Escape leaves without saving; then a new title.
      await card.getByRole('button', { name: `Editar ${title}` }).click()
      dialog = page.getByRole('dialog', { name: 'Editar Audio' })
      await expect(dialog.getByLabel('Título')).toHaveValue(title)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      const edited = `${title} editado`
      await card.getByRole('button', { name: `Editar ${title}` }).click()
      await dialog.getByLabel('Título').fill(edited)
      // Its transcript: a malformed WebVTT is refused with the line it trips on; a valid one is
      // uploaded and chosen at once.
      const lines = ['WEBVTT', '', '00:00.000 --> 00:04.000', 'Respira.', '', '00:04.500 --> 00:09.000']
      const upload = dialog.getByLabel('Archivo WebVTT (.vtt) para subir')
      await upload.setInputFiles({
        name: `mal-${stamp}.vtt`,
        mimeType: 'text/vtt',
        buffer: Buffer.from([...lines, 'Suelta.', '', '00:09.500 - 00:12.000', 'Otra.', ''].join('\n')),
      })
      await expect(dialog.getByRole('alert')).toHaveText(
        'El archivo de subtítulos no es válido: línea 9: los tiempos deben separarse con « --> ».',
      )
      await expect(dialog.getByRole('group', { name: 'Transcripción (WebVTT)' })).toContainText(
        'Ningún archivo seleccionado',
      )
      await expectNoSeriousViolations(page)
      await dialog.getByRole('alert').scrollIntoViewIfNeeded()
      await shot(page, 'captions-upload-refused')
      await upload.setInputFiles({
        name: `bien-${stamp}.vtt`,
        mimeType: 'text/vtt',
        buffer: Buffer.from([...lines, 'Suelta.', ''].join('\n')),
      })
      await expect(dialog.getByRole('status').filter({ hasText: 'subido y elegido' })).toBeVisible()
      await expect(dialog.getByRole('group', { name: 'Transcripción (WebVTT)' })).toContainText(
        `bien-${stamp}_`,
      )
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()
      const editedCard = media.getByRole('article', { name: edited })
      await expect(editedCard).toBeVisible()
      // Editing kept it active.
      await expect(editedCard.getByRole('switch', { name: `Activo: ${edited}` })).toBeChecked()
      await expect(editedCard.getByText('Sin subtítulos', { exact: true })).toBeHidden()

      // Search by tag, then delete after confirming.
      await media.getByLabel('Buscar audios').fill(`calma ${stamp}`)
      await expect(editedCard).toBeVisible()
      await editedCard.getByRole('button', { name: `Eliminar ${edited}` }).click()
      await page
        .getByRole('alertdialog', { name: `¿Eliminar «${edited}»?` })
        .getByRole('button', { name: 'Eliminar' })
        .click()
      await expect(media.getByText('No se encontraron audios')).toBeVisible()
    })

    test('an admin adds a PDF, previews it and deletes it', async ({ page }) => {
      const stamp = `${Date.now()}-${width}`
      const title = `Guía e2e ${stamp}`
      await openContent(page, demoAdmin)
      const stored = await uploadPdf(page, `guia-${stamp}.pdf`)
      const pdfs = panel(page, 'PDFs')
      await pdfs.getByRole('button', { name: 'Agregar nuevo' }).click()
      const dialog = page.getByRole('dialog', { name: 'Agregar Nuevo PDF' })
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog.getByText('El título es obligatorio')).toBeVisible()
      await expect(dialog.getByText('El archivo PDF es obligatorio')).toBeVisible()
      await dialog.getByLabel('Título').fill(title)
      await pickFile(page, dialog, 'Archivo PDF', stored)
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden()

      await pdfs.getByLabel('Buscar PDFs').fill(stamp)
      const card = pdfs.getByRole('article', { name: title })
      await expect(card.getByText('Activo')).toBeVisible()
      await card.getByRole('button', { name: `Ver ${title}` }).click()
      const preview = page.getByRole('dialog', { name: title })
      // Our pages may frame the signed PDF URL; the browser's viewer shows it.
      const frame = preview.locator('iframe')
      await expect(frame).toHaveAttribute('src', /^\/api\/media\/archivos-pdf\//)
      const signed = (await frame.getAttribute('src')) as string
      expect((await page.request.get(signed)).headers()['content-type']).toBe('application/pdf')
      // (No axe here: it cannot enter the browser's own PDF viewer inside the frame.)
      await expect(preview.getByRole('link', { name: 'Abrir en nueva pestaña' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(preview).toBeHidden()

      await card.getByRole('button', { name: `Eliminar ${title}` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
      await expect(page.getByText('PDF eliminado correctamente.')).toBeVisible()
      await expect(card).toBeHidden()
    })

    test('crmUser sees the catalogue read only', async ({ page }) => {
      await openContent(page, demoCrm)
      await expect(
        page.getByText('Puedes consultar el contenido; solo un administrador puede modificarlo.'),
      ).toBeVisible()
      const media = panel(page, 'Audios/Videos')
      await expect(media.getByRole('article').first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Agregar nuevo' })).toHaveCount(0)
      await expect(media.getByRole('switch').first()).toBeDisabled()
      await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^Eliminar / })).toHaveCount(0)
      await expectNoSeriousViolations(page)
    })
  })
}
