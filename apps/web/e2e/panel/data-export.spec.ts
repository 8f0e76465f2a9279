import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import yauzl from 'yauzl'
import { linkFromMailbox, logIn, openNewMemberInClientes, signUpVerified } from '../auth/helpers.ts'
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

/** Downloads the ready copy from Configuración › Tu cuenta, with the page's session, and reads it. */
async function downloadFromYourAccount(page: Page): Promise<{ name: string; files: Map<string, string> }> {
  const section = page.getByRole('main').locator('section', {
    has: page.getByRole('heading', { name: 'Descargar mis datos' }),
  })
  await expect(section.getByText(/^Tu copia está lista\. Puedes descargarla hasta el/)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Descargar el archivo ZIP' }).click(),
  ])
  return { name: download.suggestedFilename(), files: await readZip(await readFile(await download.path())) }
}

for (const width of [1280, 375]) {
  test(`Configuración at ${width} px: 'Descargar mis datos' e-mails a link to Tu cuenta, which downloads the member's own data with their session`, async ({
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

    // The e-mail's link opens Tu cuenta (issue 27): it is no key to the file, the session is.
    const link = await linkFromMailbox(page.request, account.email, '/panel/configuracion')
    expect(link.search).toBe('?pestana=cuenta')
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('tab', { name: 'Tu cuenta' })).toHaveAttribute('aria-selected', 'true')
    const { name, files } = await downloadFromYourAccount(page)
    expect(name).toMatch(/^sosiego-mis-datos-\d{4}-\d\d-\d\d\.zip$/)
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
    await expectNoSeriousViolations(page)
    await shot(page, 'descargar-mis-datos-lista')

    // An older e-mail's token link serves no file: it only sends the browser to Tu cuenta.
    const old = await page.request.get('/api/users/data-export/download?token=antiguo', { maxRedirects: 0 })
    expect(old.status()).toBe(303)
    expect(old.headers().location).toBe('/panel/configuracion?pestana=cuenta')

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

test('Clientes: an admin sends a member a copy of their data; the member signs in from the e-mail and downloads it', async ({
  page,
  browser,
}) => {
  const { member, dialog } = await openNewMemberInClientes(page, 'copia-staff', 'Copia')
  await expect(dialog.getByRole('heading', { name: 'Copia de sus datos' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Enviarle una copia de sus datos' }).click()
  await expect(
    page.getByText('Estamos preparando la copia. El cliente recibirá el enlace por correo.'),
  ).toBeVisible()
  await expect(dialog.getByText(/^Copia de sus datos · /)).toBeVisible()
  await expectNoSeriousViolations(page)
  const link = await linkFromMailbox(page.request, member.email, '/panel/configuracion')

  // The member opens the link signed out: the link alone shows nothing of theirs. Signed in (the
  // spec's sign-in lands on the panel), the same link opens Tu cuenta with the copy.
  const context = await browser.newContext()
  const memberPage = await context.newPage()
  await memberPage.goto(link.pathname + link.search)
  await expect(memberPage).not.toHaveURL(/\/panel/)
  await logIn(memberPage, member.email, member.password)
  await expect(memberPage).toHaveURL(/\/panel/)
  await memberPage.goto(link.pathname + link.search)
  await dismissCookieBanner(memberPage)
  const { files } = await downloadFromYourAccount(memberPage)
  expect(JSON.parse(files.get('perfil.json') ?? '{}').perfil[0].email).toBe(member.email)
  await context.close()
})
