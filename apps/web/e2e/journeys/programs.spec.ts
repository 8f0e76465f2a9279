import { expect, type Page, test } from '@playwright/test'
import { linkFromMailbox, newAccount } from '../auth/helpers.ts'
import { type OwnServer, ownServerURL, startOwnServer } from '../own-server.ts'
import {
  answerWellbeingTest,
  dismissCookieBanner,
  expectNoSeriousViolations,
  openPage,
  shot,
} from '../page-helpers.ts'

// Issue 30's journey: a new member finishes the test, starts the program it recommends, watches
// step 1 (counted by the server, never by a button), sees it done and step 2 locked until
// tomorrow; the server's clock then moves a day ahead and step 2 opens; the home leads with
// today's meditation, which plays in place. On a server of its own (own-server.ts), whose clock
// only this spec moves.

let server: OwnServer
test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer()
})
test.afterAll(async () => {
  await server?.stop()
})

/** A verified member with the trial, signed in in this browser context (through the API, as signUpVerified). */
async function newMember(page: Page, prefix: string) {
  const account = newAccount(prefix)
  const headers = { origin: ownServerURL }
  expect((await page.request.post('/api/users/register', { headers, data: account })).status()).toBe(201)
  const link = await linkFromMailbox(page.request, account.email, '/verify-email')
  const verified = await page.request.post('/api/users/verify', {
    headers,
    data: { token: link.searchParams.get('token') },
  })
  expect(verified.ok()).toBe(true)
}

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ownServerURL })

const widths = [375, 1280]
widths.forEach((width, index) => {
  test.describe(`a program, day by day, at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    test.setTimeout(300_000)

    test('the test recommends a program; step 1 watched is done, step 2 opens tomorrow; the home plays today’s meditation', async ({
      page,
    }) => {
      // Each test moves the clock on from where the last left it: a member's clock only goes forward.
      const start = index * 2
      server.setDaysAhead(start)
      await newMember(page, `programa-${width}`)
      await openPage(page, '/panel/mis-tests')
      await dismissCookieBanner(page)
      await answerWellbeingTest(page)
      const main = page.getByRole('main')
      const recommended = main.getByRole('region', { name: 'Tu programa recomendado' })
      await expect(recommended).toBeVisible()
      await expectNoSeriousViolations(page)
      await recommended.getByRole('link', { name: 'Dormir mejor en 10 noches' }).click()
      await expect(page).toHaveURL(/\/panel\/programas\//)
      await expect(main.getByRole('heading', { level: 1, name: 'Dormir mejor en 10 noches' })).toBeVisible()

      // 'Empezar programa' starts it and opens step 1, a short video, in the modal; watched to the end.
      await main.getByRole('button', { name: 'Empezar programa' }).click()
      const modal = page.getByRole('dialog', { name: 'Olas al atardecer' })
      await expect(modal).toBeVisible()
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.ended ?? false), { timeout: 60_000 })
        .toBe(true)
      await modal.getByRole('button', { name: 'Cerrar' }).click()
      await expect(modal).toBeHidden()

      const steps = main.getByRole('list').filter({ has: page.getByText('Olas al atardecer') })
      const step = (position: number) => steps.getByRole('listitem').filter({ hasText: `Paso ${position}` })
      // Done when the server has counted it: the page reads the program again once the report is taken.
      await expect(step(1).getByText('Hecho')).toBeVisible({ timeout: 60_000 })
      await expect(step(2).getByText('Se abre mañana')).toBeVisible()
      await expect(main.getByText('¿Cómo te sientes ahora?').first()).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'program-step-done')

      // Tomorrow: step 2 is open, and 'Continuar' plays it.
      server.setDaysAhead(start + 1)
      await page.reload()
      await expect(step(2).getByText('Disponible')).toBeVisible()
      await expect(step(3).getByText('Se abre tras el paso anterior')).toBeVisible()

      // The home leads with today's meditation, which plays in place in the bar.
      await openPage(page, '/panel')
      const today = main.getByRole('region', { name: 'Tu meditación de hoy' })
      await expect(today).toBeVisible()
      const play = today.getByRole('button', { name: /^(Escuchar|Ver): / })
      // Read before the click: playing an audio renames its button ('Pausar: …').
      const label = (await play.getAttribute('aria-label')) ?? ''
      const title = label.replace(/^(Escuchar|Ver): /, '')
      await play.click()
      if (label.startsWith('Ver: ')) {
        await expect(page.getByRole('dialog', { name: title })).toBeVisible()
      } else {
        const bar = page.getByRole('region', { name: 'Reproductor' })
        await expect(bar.getByText(title)).toBeVisible()
        await expect
          .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0))
          .toBeGreaterThan(0.5)
      }
      await expect(page).toHaveURL('/panel')
      await expectNoSeriousViolations(page)
      await shot(page, 'panel-home-today')
    })
  })
})
