import { expect, type Page, test } from '@playwright/test'
import { demoMedia } from '../../../api/src/seed/demo-media/index.ts'
import { signUpVerified, signUpWithoutPlan } from '../auth/helpers.ts'
import {
  audioTime,
  buyMini,
  dismissCookieBanner,
  expectNoSeriousViolations,
  openPage,
  payAtLocalCheckout,
  shot,
  totalPlaytime,
} from '../page-helpers.ts'

// The demo catalogue the e2e server seeds (issue 28: two or more items in every theme).
const demoAudios = demoMedia.filter((item) => item.fileType === 'audio')

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)

/** The titles of the list in the order shown (the table's title buttons, or the phone's cards). */
async function listedTitles(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('main')
    .getByRole('button', { name: /^(Reproducir|Ver) / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  return labels.map((label) => label.replace(/^(Reproducir|Ver) /, ''))
}

for (const width of [375, 1280]) {
  test.describe(`Meditaciones at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('a full member finds an audio, plays it in the bar, the next one follows, listening time grows, and a video plays in the modal', async ({
      page,
    }) => {
      // Sign-up, a payment, real playback to the next item, a video and three axe scans.
      test.slow()
      await signUpVerified(page, 'medita')
      await openPage(page, '/')
      await dismissCookieBanner(page)
      await payAtLocalCheckout(page, 'full')
      expect(await totalPlaytime(page)).toBe(0)

      await openPage(page, '/panel/meditaciones')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Meditaciones' })).toBeVisible()
      await expect(main.getByRole('tab', { name: 'Audios', selected: true })).toBeVisible()
      await expect(main.getByRole('button', { name: /^Reproducir / })).toHaveCount(demoAudios.length)
      const all = await listedTitles(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'meditations-list')

      // Accents and case do not matter; the filter goes into the URL.
      await main.getByRole('searchbox', { name: 'Buscar' }).fill('RESPIRACION CONSCIENTE')
      await expect(page).toHaveURL(/\?q=RESPIRACION\+CONSCIENTE$/)
      await expect.poll(() => listedTitles(page)).toEqual(['Respiración consciente'])
      await main.getByRole('searchbox', { name: 'Buscar' }).fill('')
      await expect.poll(() => listedTitles(page)).toHaveLength(demoAudios.length)

      await main.getByRole('button', { name: 'Reproducir Respiración consciente' }).click()
      const bar = page.getByRole('region', { name: 'Reproductor' })
      await expect(bar.getByText('Respiración consciente')).toBeVisible()
      await expect(bar.getByText('Salud mental')).toBeVisible()
      await expect.poll(() => audioTime(page)).toBeGreaterThan(3)
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'player-playing')

      // Pausing reports what was heard.
      await bar.getByRole('button', { name: 'Pausar' }).click()
      await expect(bar.getByRole('button', { name: 'Reproducir' })).toBeVisible()
      await expect.poll(() => totalPlaytime(page)).toBeGreaterThanOrEqual(2)

      // Near the end, the next item of the list follows (wrapping after the last).
      const index = all.indexOf('Respiración consciente')
      const following = all[(index + 1) % all.length] as string
      await bar.getByRole('button', { name: 'Reproducir' }).click()
      await page.evaluate(() => {
        const audio = document.querySelector('audio') as HTMLAudioElement
        audio.currentTime = audio.duration - 1
      })
      await expect(bar.getByText(following, { exact: true })).toBeVisible()
      await expect.poll(() => audioTime(page)).toBeGreaterThan(1)

      // Moving to another panel page keeps it playing.
      if (width < 768) await page.getByRole('button', { name: 'Abrir menú' }).click()
      await page
        .getByRole('navigation', { name: 'Menú del panel' })
        .filter({ visible: true })
        .getByRole('link', { name: 'Mi Suscripción' })
        .click()
      await expect(page).toHaveURL('/panel/suscripcion')
      await expect(bar.getByText(following, { exact: true })).toBeVisible()
      const before = await audioTime(page)
      await expect.poll(() => audioTime(page)).toBeGreaterThan(before)
      await page.goBack()
      await expect(page).toHaveURL('/panel/meditaciones')

      // Closing pauses and reports.
      const heard = await totalPlaytime(page)
      await bar.getByRole('button', { name: 'Cerrar reproductor' }).click()
      await expect(bar).toBeHidden()
      expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true)
      await expect.poll(() => totalPlaytime(page)).toBeGreaterThan(heard)

      // Videos open in the modal and play.
      await main.getByRole('tab', { name: 'Videos' }).click()
      await expect(page).toHaveURL(/\?tipo=video$/)
      await main.getByRole('button', { name: 'Ver Círculo de respiración' }).click()
      const modal = page.getByRole('dialog', { name: 'Círculo de respiración' })
      await expect(modal).toBeVisible()
      await expect.poll(() => videoTime(page)).toBeGreaterThan(1)
      await expectNoSeriousViolations(page)
      await shot(page, 'video-modal')
      await modal.getByRole('button', { name: 'Cerrar' }).click()
      await expect(modal).toBeHidden()

      // Back returns to the audios.
      await page.goBack()
      await expect(main.getByRole('tab', { name: 'Audios', selected: true })).toBeVisible()
    })

    test('a mini member sees what the plan does not reach locked, and the upgrade dialog opens from it', async ({
      page,
    }) => {
      await signUpVerified(page, 'medita-mini')
      await openPage(page, '/')
      await dismissCookieBanner(page)
      await buyMini(page)

      await openPage(page, '/panel/meditaciones')
      const main = page.getByRole('main')
      await expect(main.getByRole('button', { name: 'Reproducir Lluvia serena' })).toBeVisible()
      await expect(main.getByRole('button', { name: 'Reproducir Calma profunda' })).toBeVisible()
      const locked = main.getByRole('button', { name: /no incluido en tu plan/ })
      // Every audio but those of the two themes chosen (Salud emocional, Gratitud).
      await expect(locked).toHaveCount(
        demoAudios.filter((item) => !['salud-emocional', 'gratitud'].includes(item.themeSlug)).length,
      )

      // The test's result is offered as filters.
      const recommendations = main.getByRole('region', { name: 'Recomendado para ti según tu test' })
      await expect(recommendations).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'meditations-locked')

      await main
        .getByRole('button', { name: 'Respiración consciente: no incluido en tu plan. Mejorar plan' })
        .click()
      const picker = page.getByRole('dialog', { name: 'Actualizar al plan Full' })
      await expect(picker).toBeVisible()
      await expect(picker.getByRole('button', { name: 'Mejorar plan' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Reproductor' })).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await shot(page, 'meditations-upgrade')
    })

    test("a member without a plan sees the catalogue locked, and 'Adquirir plan' opens the plan picker", async ({
      page,
    }) => {
      await signUpWithoutPlan(page, 'medita-sin-plan')
      await openPage(page, '/panel/meditaciones')
      await dismissCookieBanner(page)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Meditaciones' })).toBeVisible()
      await expect(main.getByText('Necesitas un plan activo para escuchar')).toBeVisible()
      await expect(main.getByRole('button', { name: /no incluido en tu plan/ })).toHaveCount(
        demoAudios.length,
      )
      await expect(main.getByRole('button', { name: /^Reproducir / })).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await shot(page, 'meditations-no-plan')

      await main.getByRole('button', { name: 'Adquirir plan' }).click()
      const picker = page.getByRole('dialog', { name: 'Elige un plan' })
      await expect(picker).toBeVisible()
      await expect(picker.getByRole('button', { name: 'Suscribirse' }).first()).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'meditations-no-plan-picker')
      await picker.getByRole('button', { name: 'Suscribirse' }).first().click()
      await expect(page).toHaveURL(/\/(checkout\/|panel\/mis-tests|api\/payments\/local-checkout\/)/)

      // The server still refuses the media to them.
      const list = await page.request.get('/api/audios/list?isDeleted=false')
      const items = ((await list.json()) as { data: { _id: string; locked: boolean }[] }).data
      expect(items.length).toBeGreaterThan(0)
      expect(items.every((item) => item.locked)).toBe(true)
      const refused = await page.request.get(`/api/audios/stream-url/${items[0]?._id}`)
      expect(refused.status()).toBe(403)
    })
  })
}
