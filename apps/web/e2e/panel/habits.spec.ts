import { expect, test } from '@playwright/test'
import { signUpVerified } from '../auth/helpers.ts'
import {
  dismissCookieBanner,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  openPage,
  shot,
} from '../page-helpers.ts'

// 'Tus hábitos' in Mi progreso (issue 31, decision 111), for a new member so the demo member's
// streak stays as the other specs expect it: hide the streak, set a weekly goal, rest today.
for (const width of [375, 1280]) {
  test.describe(`Habits at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('hides the streak on Mi progreso and the home, sets a weekly goal, and marks today as rest', async ({
      page,
    }) => {
      test.slow()
      await signUpVerified(page, 'habitos')
      await openPage(page, '/panel/progreso')
      await dismissCookieBanner(page)
      const main = page.getByRole('main')
      const habits = main.getByRole('region', { name: 'Tus hábitos' })
      await expect(main.getByTestId('current-streak')).toBeVisible()

      await habits.getByRole('switch', { name: 'Mostrar mi racha' }).click()
      await expect(main.getByTestId('current-streak')).toHaveCount(0)

      await habits.getByText('Días', { exact: true }).click()
      const target = habits.getByRole('spinbutton', { name: 'Días a la semana' })
      await target.fill('3')
      await habits.getByRole('button', { name: 'Guardar objetivo' }).click()
      await expect(
        habits.getByRole('progressbar', { name: 'Progreso del objetivo semanal' }),
      ).toHaveAttribute('aria-valuetext', '0 de 3 días esta semana')

      await habits.getByRole('button', { name: 'Marcar hoy como día de descanso' }).click()
      await expect(habits.getByText('Te queda 1 día de descanso este mes.')).toBeVisible()
      await expect(main.locator('li[data-rest="true"][aria-current="date"]')).toHaveCount(1)
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'habits-progress')

      // Saved on the server: the home shows the goal and no streak after a fresh load.
      await openPage(page, '/panel')
      const week = main.getByRole('region', { name: 'Tu semana' })
      await expect(week.getByRole('progressbar', { name: 'Progreso del objetivo semanal' })).toBeVisible()
      await expect(week.getByTestId('home-streak')).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await shot(page, 'habits-home')
    })
  })
}
