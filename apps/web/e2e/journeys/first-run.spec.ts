import { expect, type Page, test } from '@playwright/test'
import { linkFromMailbox, newAccount, signUpVerified, submitSignUpForm } from '../auth/helpers.ts'
import {
  answerWellbeingTest,
  dismissCookieBanner,
  expectNoSeriousViolations,
  openPage,
  openTrialFromNavigation,
} from '../page-helpers.ts'
import {
  type Journey,
  journeyOf,
  personWaits,
  playUntilHeard,
  reportFigures,
  testToPlayingAudio,
} from './journey.ts'

// Issue 19: a new visitor, from the landing page to a playing audio, signing up with the e-mail
// (decision 050 records the figures; first-run-google.spec.ts walks the Google path).

for (const width of [375, 1280]) {
  test.describe(`first run at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    // Sign-up, the e-mail, a 3-second countdown, ten questions and three axe scans on a shared machine.
    test.setTimeout(300_000)

    test('a new visitor goes from the landing page to a playing audio: sign-up, verification, the test, Meditaciones', async ({
      page,
    }) => {
      const journey = await signUpByEmailToTest(page, 'primera-vez')
      const elapsedMs = await testToPlayingAudio(page, journey)

      await reportFigures(journey, 'first-run', width, elapsedMs)
      // The path as recorded in decision 050: a step or a click more shows here. Decision 100 adds
      // the health-data consent's two (the box and 'Empezar el test'). (Issue 19's target of
      // two minutes is judged there against the estimate; this guards the path from growing.)
      expect(journey.counts.clicks).toBeLessThanOrEqual(22)
      expect(journey.counts.fields).toBeLessThanOrEqual(5)
    })

    test('a new visitor in a hurry listens first: sign-up, verification, Meditaciones from the test, playing', async ({
      page,
    }) => {
      const journey = await signUpByEmailToTest(page, 'prisa-ahora')
      const main = page.getByRole('main')
      await journey.click(main.getByRole('link', { name: 'Ir a Meditaciones' }))
      await expect(page).toHaveURL('/panel/meditaciones')
      const play = main.getByRole('button', { name: /^Reproducir / }).first()
      const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Reproducir /, '')
      const elapsedMs = await playUntilHeard(page, journey, play, title)

      const figures = await reportFigures(journey, 'first-run-hurry', width, elapsedMs)
      // Issue 19's two minutes of the person's own time, on decision 050's model, with the e-mail.
      expect(figures.estimatedPersonSeconds).toBeLessThanOrEqual(120)
    })

    test('the panel home leads on: the test first, then the recommendations and Meditaciones', async ({
      page,
    }) => {
      await signUpVerified(page, 'panel-inicio')
      await openPage(page, '/panel')
      await dismissCookieBanner(page)
      const main = page.getByRole('main')
      await expect(main.getByText(/Tu prueba gratuita está activa hasta el/)).toBeVisible()
      const next = main.getByRole('region', { name: 'Empieza por el test de bienestar' })
      await expect(next).toBeVisible()
      await expect(next.getByRole('link', { name: 'O ve directamente a Meditaciones' })).toBeVisible()
      await expectNoSeriousViolations(page)
      await next.getByRole('link', { name: 'Hacer Test' }).click()
      await expect(page).toHaveURL('/panel/mis-tests')
      await answerWellbeingTest(page)
      await expect(page.getByRole('heading', { name: 'Tus resultados' })).toBeVisible()

      await openPage(page, '/panel')
      const recommendations = main.getByRole('region', { name: 'Tus recomendaciones' })
      await expect(recommendations.getByRole('link', { name: 'Salud', exact: true })).toBeVisible()
      await expect(recommendations.getByRole('link', { name: 'Salud emocional' })).toBeVisible()
      await expectNoSeriousViolations(page)
      await recommendations.getByRole('link', { name: 'Salud emocional' }).click()
      await expect(page).toHaveURL('/panel/meditaciones?tema=salud-emocional')
      await expect(main.getByRole('button', { name: 'Reproducir Lluvia serena' })).toBeVisible()
    })

    test('a signed-in member opening the trial form is asked nothing and sent to the panel', async ({
      page,
    }) => {
      await signUpVerified(page, 'formulario')
      await openPage(page, '/')
      await dismissCookieBanner(page)
      await openTrialFromNavigation(page)
      const dialog = page.getByRole('dialog', { name: 'Prueba gratuita' })
      await expect(dialog.getByText('Para escuchar tus audios dirígete al panel')).toBeVisible()
      await expect(dialog.getByLabel('Email')).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await dialog.getByRole('link', { name: 'Ir al panel' }).click()
      await expect(page).toHaveURL('/panel')
      await expect(dialog).toBeHidden()
      // The trial plan's card says so for a signed-in member (spec §5).
      await openPage(page, '/')
      await expect(
        page
          .locator('#pricing')
          .getByRole('article', { name: 'Prueba gratuita', exact: true })
          .getByRole('button', { name: 'Plan ya activado' }),
      ).toBeVisible()
    })
  })
}

/**
 * The e-mail path's start, counted (decision 050): the landing page's 'Prueba GRATIS', an account,
 * the e-mail's link and the countdown, until the stored redirect opens the test with the trial in force.
 */
async function signUpByEmailToTest(page: Page, label: string): Promise<Journey> {
  const account = newAccount(label)
  await openPage(page, '/')
  const journey = journeyOf(page)
  await journey.answerCookieBanner({ must: false })

  // 'Prueba GRATIS' asks for an account and keeps the way on (the test).
  await journey.click(page.getByRole('button', { name: 'Prueba GRATIS' }).first())
  const modal = page.getByRole('dialog', { name: 'Necesitas una cuenta' })
  await journey.click(modal.getByRole('link', { name: 'Crear cuenta' }))

  // The cookie notice shows from the first intent on; on the sign-up page it is surely there, and
  // at 375 px it covers the form's last lines: answered once, wherever it comes first.
  await expect(page).toHaveURL('/login?mode=signup')
  await journey.answerCookieBanner({ must: true })
  await submitSignUpForm(page, account, journey)
  const main = page.getByRole('main')
  await expect(page).toHaveURL('/email-verification')
  await expect(main.getByText(account.email)).toBeVisible()
  await expect(page.getByText('Usuario registrado exitosamente')).toBeVisible()
  await journey.scan()

  // The e-mail, read from the development mailbox; its link opened in the same browser.
  const link = await linkFromMailbox(page.request, account.email, '/verify-email')
  journey.wait(personWaits.email, 'opening the e-mail')
  journey.counts.clicks += 1
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { name: '¡Correo verificado exitosamente!' })).toBeVisible()
  // The token left the address bar at once (issue 12).
  expect(new URL(page.url()).search).not.toContain('token')

  // The trial started at verification, and the stored redirect leads to the test.
  journey.wait(personWaits.countdown, 'the countdown')
  await expect(page).toHaveURL('/test')
  return journey
}
