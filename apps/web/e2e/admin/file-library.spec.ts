import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { demoAdmin, demoCrm, logInToBackOffice, signedInApi } from '../auth/helpers.ts'
import { expectNoSeriousViolations, openFromAdminMenu } from '../page-helpers.ts'
import { fileInput, openFolder, storedAs } from './content-helpers.ts'

const media = path.resolve('apps/api/src/seed/media')

/** Opens Recursos from the sidebar (or the drawer on a phone). */
async function openLibrary(page: Page) {
  await openFromAdminMenu(page, 'Recursos')
  await expect(page.getByRole('heading', { level: 1, name: 'Recursos' })).toBeVisible()
  await expect(page.getByText('9 elementos encontrados')).toBeVisible()
}

/** Deletes what a test uploaded, whatever happened to it. */
async function removeUploads(folder: string, prefix: string) {
  const api = await signedInApi(demoAdmin)
  const listed = await api.get(`/api/cdnFiles/${folder}`)
  const { data } = (await listed.json()) as { data: { items: { name: string }[] } }
  for (const item of data.items.filter((entry) => entry.name.startsWith(prefix)))
    await api.delete(`/api/upload/${folder}/${encodeURIComponent(item.name)}`)
  await api.dispose()
}

for (const width of [375, 1280]) {
  test.describe(`Recursos at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('an admin uploads an audio and a cover, previews, searches and deletes them', async ({ page }) => {
      const audioBase = `respira e2e ${width}`
      const coverBase = `portada e2e ${width}`
      try {
        await logInToBackOffice(page, demoAdmin)
        await openLibrary(page)
        await expect(
          page.getByRole('navigation', { name: 'Ruta de la carpeta' }).getByText('Root'),
        ).toBeVisible()
        // No folder to upload into at the root.
        await expect(page.getByRole('button', { name: 'Seleccionar archivos' })).toHaveCount(0)
        await expectNoSeriousViolations(page)

        await openFolder(page, 'audios')
        await expect(page.getByText('Arrastra y suelta archivos aquí')).toBeVisible()
        await fileInput(page).setInputFiles({
          name: `${audioBase}.mp3`,
          mimeType: 'audio/mpeg',
          buffer: await readFile(path.join(media, 'audios/calma-profunda.mp3')),
        })
        const progress = page.getByRole('progressbar', { name: `Progreso de ${audioBase}.mp3` })
        await expect(progress).toBeVisible()
        await expect(page.getByText('Archivo subido exitosamente')).toBeVisible()
        const audioCard = page.getByRole('button', { name: storedAs(audioBase.replaceAll(' ', '_'), '.mp3') })
        await expect(audioCard).toBeVisible()
        await expect(progress).toHaveCount(0)

        const search = page.getByRole('searchbox', { name: 'Buscar archivos por nombre' })
        await search.fill(`e2e_${width}`)
        await expect(page.getByText(/^1 elemento encontrado \(de \d+ total\)$/)).toBeVisible()
        await expect(page.getByRole('button', { name: /^Ver / })).toHaveCount(1)

        await audioCard.click()
        const audioDialog = page.getByRole('dialog')
        await expect(audioDialog.getByText('Tamaño')).toBeVisible()
        await audioDialog.getByRole('button', { name: 'Reproducir' }).click()
        await expect(audioDialog.getByRole('button', { name: 'Pausar' })).toBeVisible()
        await expect
          .poll(() => audioDialog.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
          .toBeGreaterThan(0)
        await expectNoSeriousViolations(page)
        await page.keyboard.press('Escape')
        await expect(audioDialog).toHaveCount(0)

        await page.getByRole('button', { name: /^Eliminar respira_e2e/ }).click()
        const confirm = page.getByRole('alertdialog', { name: 'Eliminar archivo' })
        await expect(confirm.getByText(/Esta acción no se puede deshacer\./)).toBeVisible()
        await confirm.getByRole('button', { name: 'Eliminar' }).click()
        await expect(page.getByText('¡Eliminado!')).toBeVisible()
        await expect(audioCard).toHaveCount(0)
        await expect(
          page.getByText(`No se encontraron archivos que coincidan con "e2e_${width}"`),
        ).toBeVisible()

        await page
          .getByRole('navigation', { name: 'Ruta de la carpeta' })
          .getByRole('button', { name: 'Root' })
          .click()
        await openFolder(page, 'caratula-audios')
        await fileInput(page).setInputFiles({
          name: `${coverBase}.webp`,
          mimeType: 'image/webp',
          buffer: await readFile(path.join(media, 'caratula-audios/olas-del-mar.webp')),
        })
        const coverCard = page.getByRole('button', {
          name: storedAs(coverBase.replaceAll(' ', '_'), '.webp'),
        })
        await expect(coverCard).toBeVisible()
        await coverCard.click()
        const image = page.getByRole('dialog').getByRole('img')
        await expect(image).toBeVisible()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
        // The backdrop closes it too.
        await page.mouse.click(5, 5)
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await page.getByRole('button', { name: /^Eliminar portada_e2e/ }).click()
        await page
          .getByRole('alertdialog', { name: 'Eliminar archivo' })
          .getByRole('button', { name: 'Eliminar' })
          .click()
        await expect(coverCard).toHaveCount(0)
      } finally {
        await removeUploads('audios', audioBase.replaceAll(' ', '_'))
        await removeUploads('caratula-audios', coverBase.replaceAll(' ', '_'))
      }
    })
  })
}

test('a refused file shows "Formato no permitido" while a valid one of the same batch uploads', async ({
  page,
}) => {
  try {
    await logInToBackOffice(page, demoAdmin)
    await openLibrary(page)
    await openFolder(page, 'audios')
    await fileInput(page).setInputFiles([
      // Text renamed .mp3: its bytes give it away on the server.
      {
        name: 'lote-falso.mp3',
        mimeType: 'audio/mpeg',
        buffer: Buffer.from('esto no es un audio\n'.repeat(20)),
      },
      { name: 'lote-notas.txt', mimeType: 'text/plain', buffer: Buffer.from('notas') },
      {
        name: 'lote-bueno.mp3',
        mimeType: 'audio/mpeg',
        buffer: await readFile(path.join(media, 'audios/lluvia-serena.mp3')),
      },
    ])
    const refused = page.getByRole('dialog', { name: 'Formato no permitido' })
    await expect(refused.getByText('lote-falso.mp3')).toBeVisible()
    await expect(refused.getByText('El contenido del archivo no corresponde a su extensión.')).toBeVisible()
    await expect(refused.getByText('lote-notas.txt')).toBeVisible()
    await expect(refused.getByText(/Formatos permitidos: \.mp3/)).toBeVisible()
    await expectNoSeriousViolations(page)
    await refused.getByRole('button', { name: 'Entendido' }).click()
    await expect(page.getByRole('button', { name: storedAs('lote-bueno', '.mp3') })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Ver lote-falso/ })).toHaveCount(0)
  } finally {
    await removeUploads('audios', 'lote-')
  }
})

/** A one-page PDF, small and valid. */
function tinyPdf(): Buffer {
  const text = 'BT /F1 18 Tf 30 100 Td (Guia de respiracion) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

test('a PDF previews in a frame of the page, with "Abrir en nueva pestaña"', async ({ page }) => {
  try {
    await logInToBackOffice(page, demoAdmin)
    await openLibrary(page)
    await openFolder(page, 'archivos-pdf')
    await fileInput(page).setInputFiles({
      name: 'guia e2e.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    })
    const card = page.getByRole('button', { name: storedAs('guia_e2e', '.pdf') })
    await expect(card).toBeVisible()
    const served = page.waitForResponse((response) => response.url().includes('/api/media/archivos-pdf/'))
    await card.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTitle(/^Vista previa de guia_e2e/)).toBeVisible()
    expect((await served).status()).toBe(200)
    // A frame refused by the page's policy would show Chromium's error page instead.
    await expect
      .poll(() => page.frames().some((frame) => frame.url().includes('/api/media/archivos-pdf/')))
      .toBe(true)
    expect(page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(false)
    await expect(dialog.getByRole('link', { name: 'Abrir en nueva pestaña' })).toHaveAttribute(
      'href',
      /^\/api\/media\/archivos-pdf\//,
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  } finally {
    await removeUploads('archivos-pdf', 'guia_e2e')
  }
})

test('a video previews in its own player: plays when ready, Escape keeps it, the backdrop closes it', async ({
  page,
}) => {
  await logInToBackOffice(page, demoAdmin)
  await openLibrary(page)
  await openFolder(page, 'videos')
  await page
    .getByRole('button', { name: /^Ver .*\.mp4(, |$)/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  const video = dialog.locator('video')
  await expect(dialog.getByRole('button', { name: 'Pausar' })).toBeVisible()
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0)
  await expect(dialog.getByRole('slider', { name: 'Volumen' })).toBeVisible()
  // Escape does not close the video (it leaves fullscreen); the backdrop does.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.mouse.click(3, 3)
  await expect(dialog).toHaveCount(0)
})

test('a crmUser browses the library without the upload zone or delete buttons', async ({ page }) => {
  await logInToBackOffice(page, demoCrm)
  await openLibrary(page)
  await openFolder(page, 'audios')
  await expect(page.getByRole('button', { name: /^Ver .*\.mp3(, |$)/ }).first()).toBeVisible()
  await expect(page.getByText('Arrastra y suelta archivos aquí')).toHaveCount(0)
  await expect(fileInput(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0)
  await expectNoSeriousViolations(page)
})
