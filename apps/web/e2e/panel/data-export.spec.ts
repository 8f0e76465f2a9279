import { expect, test } from '@playwright/test'
import yauzl from 'yauzl'
import { linkFromMailbox, openNewMemberInClientes, signUpVerified } from '../auth/helpers.ts'
import { dismissCookieBanner, expectNoSeriousViolations, openPage, shot } from '../page-helpers.ts'

/** The names and texts of a ZIP's files, read with an independent reader. */
function readZip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const files = new Map<string, string>()
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'))
            zip.readEntry()
          })
        }),
      )
      zip.on('end', () => resolve(files))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

for (const width of [1280, 375]) {
  test(`Configuración at ${width} px: 'Descargar mis datos' e-mails a link to a ZIP of the member's own data`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    const account = await signUpVerified(page, 'exportar')
    await openPage(page, '/panel/configuracion')
    await dismissCookieBanner(page)
    await page.getByRole('tab', { name: 'Tu cuenta' }).click()
    const main = page.getByRole('main')
    const section = main.locator('section', {
      has: page.getByRole('heading', { name: 'Descargar mis datos' }),
    })
    await expect(section).toBeVisible()
    await expectNoSeriousViolations(page)
    await shot(page, 'descargar-mis-datos')

    await section.getByRole('button', { name: 'Descargar mis datos' }).click()
    await expect(
      page.getByText('Estamos preparando tus datos. Te enviaremos un enlace por correo en unos minutos.'),
    ).toBeVisible()

    // The e-mail in the development mailbox, with its link; the link alone downloads the ZIP.
    const link = await linkFromMailbox(page.request, account.email, '/api/users/data-export/download')
    const response = await page.request.get(link.pathname + link.search)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/zip')
    const files = await readZip(await response.body())
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'LEEME.txt',
        'perfil.json',
        'perfil.csv',
        'tests.json',
        'ordenes.csv',
        'favoritos.json',
      ]),
    )
    const profile = JSON.parse(files.get('perfil.json') ?? '{}').perfil
    expect(profile).toEqual([expect.objectContaining({ email: account.email, name: account.name })])
    expect(files.get('perfil.csv')?.startsWith('\uFEFF')).toBe(true)

    // The page shows the copy ready (it looks again while one is being prepared) and downloads it too.
    await expect(section.getByText(/^Tu copia está lista\. Puedes descargarla hasta el/)).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Descargar el archivo ZIP' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^sosiego-mis-datos-\d{4}-\d\d-\d\d\.zip$/)
    await expectNoSeriousViolations(page)
    await shot(page, 'descargar-mis-datos-lista')

    // A second request the same day is refused, with the date from which another may be asked.
    await section.getByRole('button', { name: 'Descargar mis datos' }).click()
    await expect(
      page.getByText(
        /^Ya pediste una copia de tus datos en las últimas 24 horas\. Podrás pedir otra a partir del/,
      ),
    ).toBeVisible()
    await context.close()
  })
}

test('Clientes: an admin sends a member a copy of their data, e-mailed to the member, in the history', async ({
  page,
}) => {
  const { member, dialog } = await openNewMemberInClientes(page, 'copia-staff', 'Copia')
  await expect(dialog.getByRole('heading', { name: 'Copia de sus datos' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Enviarle una copia de sus datos' }).click()
  await expect(
    page.getByText('Estamos preparando la copia. El cliente recibirá el enlace por correo.'),
  ).toBeVisible()
  await expect(dialog.getByText(/^Copia de sus datos · /)).toBeVisible()
  await expectNoSeriousViolations(page)
  const link = await linkFromMailbox(page.request, member.email, '/api/users/data-export/download')
  const files = await readZip(await (await page.request.get(link.pathname + link.search)).body())
  expect(JSON.parse(files.get('perfil.json') ?? '{}').perfil[0].email).toBe(member.email)
})
