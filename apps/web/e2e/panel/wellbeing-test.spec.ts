import { expect, type Page, test } from '@playwright/test'
import {
  linkFromMailbox,
  newAccount,
  originHeaders,
  signUpVerified,
  submitSignUpForm,
} from '../auth/helpers.ts'
import {
  dismissCookieBanner,
  expectNoSeriousViolations,
  giveHealthConsent,
  requestImmediateStart,
} from '../page-helpers.ts'

/** Answers the ten questions, choosing option `pick` of each (the first by default), section by section. */
async function answerTest(page: Page, pick = 0) {
  const main = page.getByRole('main')
  for (let section = 1; section <= 5; section += 1) {
    await expect(main.getByText(`Sección ${section} de 5`)).toBeVisible()
    const next = main.getByRole('button', { name: section < 5 ? 'Siguiente' : 'Ver Resultados' })
    await expect(next).toBeDisabled()
    const groups = main.getByRole('group')
    await expect(groups).toHaveCount(2)
    for (const index of [0, 1]) await groups.nth(index).getByRole('radio').nth(pick).check()
    await expect(main.getByTestId('test-progress')).toHaveText(`${section * 2}/10`)
    // Answered with a pointer, a section moves on by itself (decision 050); the last one waits.
    if (section === 5) await expect(next).toBeEnabled()
  }
}

const seeResults = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Ver Resultados' }).click()

for (const width of [375, 1280]) {
  test.describe(`wellbeing test at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('a visitor answers all ten, signs up, verifies and sees the results', async ({ page }) => {
      // Sign-up, the e-mail, the verification page's 3-second redirect and two axe scans.
      test.slow()
      await page.goto('/test')
      await dismissCookieBanner(page)
      await expect(page).toHaveTitle('Test · Sosiego')
      await expect(page.getByRole('heading', { level: 1, name: 'Test de bienestar' })).toBeVisible()
      // The consent before the first question (decision 100), scanned as it shows.
      await expect(page.getByRole('heading', { level: 2, name: 'Antes de empezar' })).toBeVisible()
      await expectNoSeriousViolations(page)
      await giveHealthConsent(page)
      await answerTest(page)
      await expect(page.getByText('Tus respuestas se guardan en este navegador')).toBeVisible()
      await seeResults(page)

      const modal = page.getByRole('dialog', { name: 'Necesitas una cuenta' })
      await expect(modal).toBeVisible()
      await modal.getByRole('link', { name: 'Crear cuenta' }).click()

      const account = newAccount('test-visitante')
      await submitSignUpForm(page, account)
      await expect(page).toHaveURL('/email-verification')

      const link = await linkFromMailbox(page.request, account.email, '/verify-email')
      await page.goto(link.pathname + link.search)
      // Verified, the stored redirect brings the visitor back to the test, where the kept answers go.
      await expect(page).toHaveURL('/test')
      await expect(page.getByRole('heading', { name: 'Tus resultados' })).toBeVisible()
      await expect(page.getByText('Tu categoría principal')).toBeVisible()
      // The first option of each question: Salud, with Salud emocional, Pareja and Salud física.
      await expect(page.getByRole('heading', { level: 3, name: 'Salud', exact: true })).toBeVisible()
      for (const theme of ['Salud emocional', 'Pareja', 'Salud física']) {
        await expect(page.getByRole('heading', { level: 4, name: theme })).toBeVisible()
      }
      // The trial started at verification (decision 049): the results lead to listening, not to the plans.
      await expect(page.getByRole('link', { name: 'Escuchar meditaciones de Salud emocional' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Ver planes' })).toHaveCount(0)
      await expectNoSeriousViolations(page)
      // The consent ticked before the questions went with the answers, with the text's version.
      const session = await (await page.request.get('/api/users/validate-token')).json()
      expect(session.user.healthConsent).toMatchObject({ version: expect.any(String) })

      // The account menu now offers 'Ver Test' (a menu on desktop, a list in the phone menu; the
      // footer offers the same links to a signed-in member).
      const navigation = page.getByRole('navigation', { name: 'Navegación principal' })
      if (width < 1024) {
        await navigation.getByRole('button', { name: 'Abrir menú' }).click()
        await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Ver Test' })).toBeVisible()
      } else {
        await navigation.getByRole('button', { name: 'Menú de la cuenta' }).click()
        await expect(page.getByRole('menuitem', { name: 'Ver Test' })).toBeVisible()
      }
    })

    test('a member retakes the test from Mi Test', async ({ page }) => {
      await signUpVerified(page, 'test-repite')
      const taken = await page.request.post('/api/users/take-test', {
        headers: originHeaders(),
        // An app that shows the consent itself sends it with the first result (decision 100).
        data: {
          categorySlug: 'relaciones',
          themesSlugs: ['familia', 'pareja', 'amistad'],
          healthConsent: true,
        },
      })
      expect(taken.ok()).toBe(true)

      await page.goto('/panel/mis-tests')
      await dismissCookieBanner(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Mi Test' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: 'Relaciones' })).toBeVisible()
      await page.getByRole('button', { name: 'Repetir test' }).click()
      // The consent is in force: the retake says so and starts at the first question.
      await expect(
        page.getByText(/^Nos diste tu consentimiento para tratar tus respuestas el /),
      ).toBeVisible()
      await expect(page.getByRole('checkbox')).toHaveCount(0)
      // The 'otro' option is the last of each question: all 'otro' gives Personal.
      await answerTest(page, -1)
      await seeResults(page)
      await expect(page.getByRole('heading', { level: 3, name: 'Personal' })).toBeVisible()
      for (const theme of ['Hábitos', 'Meditación', 'Salud mental']) {
        await expect(page.getByRole('heading', { level: 4, name: theme })).toBeVisible()
      }
      await expect(page.getByText('Te lo sugerimos para empezar', { exact: false })).toHaveCount(3)
      await expectNoSeriousViolations(page)

      const history = await (await page.request.get('/api/users/test-history')).json()
      expect(history.data).toHaveLength(2)
    })

    test('the mini flow: the test, then two themes, then the mini checkout and its payment page', async ({
      page,
    }) => {
      await signUpVerified(page, 'test-mini')
      await page.goto('/panel/mis-tests?miniFlow=1')
      await dismissCookieBanner(page)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Completar compra de plan Mini' }),
      ).toBeVisible()
      await giveHealthConsent(page)
      await answerTest(page)
      await seeResults(page)

      const picker = page.getByRole('region', { name: 'Elige tus dos temas' })
      await expect(picker).toBeVisible()
      const next = picker.getByRole('button', { name: 'Continuar con la compra' })
      await expect(next).toBeDisabled()
      await picker.getByRole('button', { name: 'Salud emocional' }).click()
      await picker.getByRole('button', { name: 'Gratitud' }).click()
      await expect(picker.getByText('2 de 2 temas elegidos')).toBeVisible()
      await expect(picker.getByRole('button', { name: 'Familia' })).toBeDisabled()
      await expectNoSeriousViolations(page)
      await next.click()

      // /checkout/mini asks for the request to start now (issue 27), then opens the test checkout
      // page, on this same origin.
      await requestImmediateStart(page)
      await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/)
      await expect(page.getByText('Modo de prueba')).toBeVisible()
      const stored = await page.evaluate(() => sessionStorage.getItem('miniSelectedThemes'))
      const ids = JSON.parse(stored ?? '[]') as string[]
      expect(ids).toHaveLength(2)
      const themes = (await (await page.request.get('/api/themes/list?isDeleted=false')).json()).data as {
        _id: string
        slug: string
      }[]
      expect(ids.map((id) => themes.find((theme) => theme._id === id)?.slug)).toEqual([
        'salud-emocional',
        'gratitud',
      ])
    })
  })
}
