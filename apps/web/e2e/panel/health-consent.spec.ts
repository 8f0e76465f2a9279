import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { originHeaders, signUpVerified } from '../auth/helpers.ts'
import {
  answerWellbeingTest,
  dismissCookieBanner,
  expectNoSeriousViolations,
  healthConsentLabel,
  openPage,
  shot,
} from '../page-helpers.ts'

// The wellbeing test's answers are health data (GDPR art. 9, decision 100): an explicit consent
// before the first question, and its withdrawal in Configuración, which deletes the answers.

type Take = { answers: Record<string, string> | null; testResults: { categoriaPrincipal: string } }

const history = async (request: APIRequestContext): Promise<Take[]> =>
  (await (await request.get('/api/users/test-history')).json()).data
const sessionUser = async (request: APIRequestContext) =>
  (await (await request.get('/api/users/validate-token')).json()).user

/** Configuración › Tu cuenta, as the test's link opens it, then the withdrawal dialog. */
async function openWithdrawal(page: Page) {
  await openPage(page, '/panel/configuracion?pestana=cuenta')
  const section = page.getByRole('region', { name: 'Tus respuestas del test de bienestar' })
  await expect(section.getByText(/^Nos diste tu consentimiento el /)).toBeVisible()
  await section.getByRole('button', { name: 'Retirar mi consentimiento' }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Retirar tu consentimiento?' })
  await expect(dialog).toBeVisible()
  return { section, dialog }
}

for (const width of [375, 1280]) {
  test.describe(`health-data consent at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('the test starts only once the box is ticked, the answers are stored, and withdrawing in Configuración deletes them', async ({
      page,
    }) => {
      await signUpVerified(page, 'consentimiento')
      await openPage(page, '/panel/mis-tests')
      await dismissCookieBanner(page)
      const main = page.getByRole('main')

      // Before the first question: the consent, unticked, linked to the privacy page's section.
      await expect(main.getByRole('heading', { level: 2, name: 'Antes de empezar' })).toBeVisible()
      const box = main.getByRole('checkbox', { name: healthConsentLabel })
      await expect(box).not.toBeChecked()
      await expect(main.getByRole('link', { name: 'Cómo tratamos estos datos' })).toHaveAttribute(
        'href',
        '/politica-privacidad#datos-de-salud',
      )
      await expect(main.getByRole('radio')).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await shot(page, 'health-consent-step')

      // Without the box the test does not start, and the server knows of no consent.
      await main.getByRole('button', { name: 'Empezar el test' }).click()
      await expect(main.getByText('Marca la casilla para empezar el test.')).toBeVisible()
      await expect(box).toBeFocused()
      await expect(main.getByText('Sección 1 de 5')).toHaveCount(0)
      await expect(main.getByRole('radio')).toHaveCount(0)
      await expectNoSeriousViolations(page)
      expect((await sessionUser(page.request)).healthConsent).toBeNull()

      // Ticked: the consent is recorded, the questions come, the answers are stored.
      await answerWellbeingTest(page)
      await expect(main.getByRole('heading', { name: 'Tus resultados' })).toBeVisible()
      expect((await sessionUser(page.request)).healthConsent).toMatchObject({ version: expect.any(String) })
      const takes = await history(page.request)
      expect(takes).toHaveLength(1)
      expect(Object.keys(takes[0]?.answers ?? {})).toHaveLength(10)

      // Withdrawn without keeping the recommendation: the answers and the result are gone.
      const { section, dialog } = await openWithdrawal(page)
      await expect(dialog.getByRole('checkbox', { name: /Conservar mi recomendación/ })).not.toBeChecked()
      await expectNoSeriousViolations(page)
      await shot(page, 'health-consent-withdrawal')
      await dialog.getByRole('button', { name: 'Retirar y borrar mis respuestas' }).click()
      await expect(
        page.getByText('Has retirado tu consentimiento. Hemos eliminado tus respuestas y tu recomendación.'),
      ).toBeVisible()
      await expect(
        section.getByText('No tenemos tu consentimiento para tratar tus respuestas al test.'),
      ).toBeVisible()
      expect(await history(page.request)).toEqual([])
      expect(await sessionUser(page.request)).toMatchObject({ healthConsent: null, tookTest: false })

      // Mi Test is as for a member who never took it: the consent first again.
      await openPage(page, '/panel/mis-tests')
      await expect(main.getByRole('checkbox', { name: healthConsentLabel })).not.toBeChecked()
    })

    test('a member who keeps the recommendation loses the answers only, and is asked again before a retake', async ({
      page,
    }) => {
      await signUpVerified(page, 'consentimiento-conserva')
      const taken = await page.request.post('/api/users/take-test', {
        headers: originHeaders(),
        data: {
          answers: {
            p1: 'preocupaciones',
            p2: 'desbordan',
            p3: 'pareja',
            p4: 'callar',
            p5: 'pausa',
            p6: 'inquietud',
            p7: 'concentracion',
            p8: 'otro',
            p9: 'meditar',
            p10: 'equilibrio',
          },
          healthConsent: true,
        },
      })
      expect(taken.ok()).toBe(true)

      await openPage(page, '/panel/mis-tests')
      await dismissCookieBanner(page)
      // The consent already given: a retake says when, and where to withdraw it.
      await page.getByRole('button', { name: 'Repetir test' }).click()
      const main = page.getByRole('main')
      await expect(
        main.getByText(/^Nos diste tu consentimiento para tratar tus respuestas el /),
      ).toBeVisible()
      await main.getByRole('link', { name: 'Puedes retirarlo en Configuración.' }).click()
      await expect(page).toHaveURL('/panel/configuracion?pestana=cuenta')

      const section = page.getByRole('region', { name: 'Tus respuestas del test de bienestar' })
      await section.getByRole('button', { name: 'Retirar mi consentimiento' }).click()
      const dialog = page.getByRole('alertdialog', { name: '¿Retirar tu consentimiento?' })
      await dialog.getByRole('checkbox', { name: /Conservar mi recomendación/ }).check()
      await dialog.getByRole('button', { name: 'Retirar y borrar mis respuestas' }).click()
      await expect(
        page.getByText(
          'Has retirado tu consentimiento. Hemos eliminado tus respuestas y conservado tu recomendación.',
        ),
      ).toBeVisible()
      const takes = await history(page.request)
      expect(takes.map((take) => [take.answers, take.testResults.categoriaPrincipal])).toEqual([
        [null, 'salud'],
      ])

      // The recommendation stays on Mi Test; a retake asks for the consent again.
      await openPage(page, '/panel/mis-tests')
      await expect(main.getByRole('heading', { level: 3, name: 'Salud', exact: true })).toBeVisible()
      await main.getByRole('button', { name: 'Repetir test' }).click()
      await expect(main.getByRole('checkbox', { name: healthConsentLabel })).not.toBeChecked()
      await expect(main.getByRole('radio')).toHaveCount(0)
    })
  })
}
