import { expect, type Page, test } from '@playwright/test'
import { demoMedia } from '../../../api/src/seed/demo-media/index.ts'
import { logIn, signUpVerified } from '../auth/helpers.ts'
import {
  dismissCookieBanner,
  expectNoSeriousViolations,
  openPage,
  payAtLocalCheckout,
  shot,
} from '../page-helpers.ts'

const breathing = demoMedia.find((item) => item.title === 'Respiración consciente')
const breathingMinutes = breathing?.fileType === 'audio' ? breathing.minutes : 0

/** The bar's <audio>, read in the page. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement
    return {
      time: audio.currentTime,
      paused: audio.paused,
      rate: audio.playbackRate,
      volume: audio.volume,
      duration: audio.duration,
    }
  })

/** A member holding the full plan, on /panel/meditaciones, signed in in this page's context. */
async function fullMember(page: Page, prefix: string) {
  const account = await signUpVerified(page, prefix)
  await openPage(page, '/')
  await dismissCookieBanner(page)
  await payAtLocalCheckout(page, 'full')
  await openPage(page, '/panel/meditaciones')
  return account
}

for (const width of [375, 1280]) {
  test.describe(`The player at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test("resume where you left off: another browser offers 'Continuar escuchando' and 'Continuar desde'", async ({
      page,
      browser,
    }) => {
      test.slow()
      const account = await fullMember(page, 'reanudar')
      const main = page.getByRole('main')
      await main.getByRole('button', { name: 'Reproducir Respiración consciente' }).click()
      const bar = page.getByRole('region', { name: 'Reproductor' })
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()
      await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(1)
      // The seeded audio plays at its whole length (its clip looped to five minutes), which the
      // browser reads from the file's size and constant bitrate (issue 28).
      expect(Math.floor((await audioState(page)).duration)).toBe(breathingMinutes * 60)
      // 15 s back from 0:20, paused: on a phone-sized window the click can take seconds to land
      // (the bar settling), and a five-minute audio plays on meanwhile.
      await bar.getByRole('button', { name: 'Pausar' }).click()
      await page.evaluate(() => {
        ;(document.querySelector('audio') as HTMLAudioElement).currentTime = 20
      })
      await bar.getByRole('button', { name: 'Retroceder 15 segundos' }).click()
      await expect.poll(async () => (await audioState(page)).time).toBeLessThan(6)
      await bar.getByRole('button', { name: 'Reproducir' }).click()
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()
      await page.evaluate(() => {
        ;(document.querySelector('audio') as HTMLAudioElement).currentTime = 12
      })
      await bar.getByRole('button', { name: 'Pausar' }).click()
      await expect(page.getByRole('region', { name: 'Continuar escuchando' })).toBeVisible()
      const saved = (await audioState(page)).time
      const shown = `0:${String(Math.floor(saved)).padStart(2, '0')}`

      // Another device: a second browser context, signed in as the same member.
      const other = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        locale: 'es-ES',
      })
      const phone = await other.newPage()
      try {
        await logIn(phone, account.email, account.password)
        await expect(phone).toHaveURL(/\/panel/)
        await openPage(phone, '/panel/meditaciones')
        await dismissCookieBanner(phone)
        const box = phone.getByRole('region', { name: 'Continuar escuchando' })
        await expect(
          box.getByRole('button', { name: `Respiración consciente: continuar desde ${shown}` }),
        ).toBeVisible()
        await expectNoSeriousViolations(phone)
        await shot(phone, 'player-continue-listening')

        // Played again from the list: the bar offers the place and waits.
        await phone
          .getByRole('main')
          .getByRole('button', { name: 'Reproducir Respiración consciente' })
          .click()
        const phoneBar = phone.getByRole('region', { name: 'Reproductor' })
        const resume = phoneBar.getByRole('button', { name: `Continuar desde ${shown}` })
        await expect(resume).toBeVisible()
        await expect(phoneBar.getByRole('button', { name: 'Empezar desde el principio' })).toBeVisible()
        await expectNoSeriousViolations(phone)
        await shot(phone, 'player-resume-offer')
        await resume.click()
        await expect(phoneBar.getByRole('button', { name: 'Pausar' })).toBeVisible()
        await expect
          .poll(async () => (await audioState(phone)).time)
          .toBeGreaterThanOrEqual(Math.floor(saved))

        // Heard to the end: the place goes, so it is no longer offered.
        await phone.evaluate(() => {
          const audio = document.querySelector('audio') as HTMLAudioElement
          audio.currentTime = audio.duration - 1
        })
        await expect(phoneBar.getByText('Respiración consciente', { exact: true })).toBeHidden()
        await expect(phone.getByRole('region', { name: 'Continuar escuchando' })).toBeHidden()
        const positions = await phone.request.get('/api/player/positions')
        const data = ((await positions.json()) as { data: { mediaId: string }[] }).data
        expect(data).toHaveLength(0)
      } finally {
        await other.close()
      }
    })

    test('speed is remembered, the keys work, and the sleep timer (shortened) fades out and stops', async ({
      page,
    }) => {
      test.slow()
      // The test setting: the timer's minutes last 6 s each (5 minutes: 30 s).
      await page.addInitScript(() => localStorage.setItem('sosiego.sleepTimerScale', '0.1'))
      await fullMember(page, 'velocidad')
      const main = page.getByRole('main')
      await main.getByRole('button', { name: 'Reproducir Lluvia serena' }).click()
      const bar = page.getByRole('region', { name: 'Reproductor' })
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()

      await bar.getByRole('combobox', { name: 'Velocidad' }).selectOption({ label: '1,5×' })
      await expect.poll(async () => (await audioState(page)).rate).toBe(1.5)
      await expectNoSeriousViolations(page)
      await shot(page, 'player-controls')

      // Keys on the bar: space pauses and plays, the arrows move 5 s.
      const slider = bar.getByRole('slider', { name: 'Posición' })
      await slider.focus()
      await page.keyboard.press('Space')
      await expect(bar.getByRole('button', { name: 'Reproducir' })).toBeVisible()
      await page.evaluate(() => {
        ;(document.querySelector('audio') as HTMLAudioElement).currentTime = 10
      })
      await page.keyboard.press('ArrowLeft')
      await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(5, 0)
      await page.keyboard.press('Space')
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()
      await page.keyboard.press('Space')
      await expect(bar.getByRole('button', { name: 'Reproducir' })).toBeVisible()

      // Remembered: after a reload, another track plays at 1.5×. (At 1.5× the queue may have moved on
      // from Lluvia serena meanwhile and left places to resume; the list's first item comes after
      // all the others, so it has none and plays at once.)
      await page.reload()
      await expect(page.locator('html[data-app="ready"]')).toBeAttached()
      await main.getByRole('button', { name: 'Reproducir Respiración consciente' }).click()
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()
      await expect.poll(async () => (await audioState(page)).rate).toBe(1.5)
      await expect(bar.getByRole('combobox', { name: 'Velocidad' })).toHaveValue('1.5')

      // The sleep timer: 5 minutes, shortened to 30 s; the sound fades over the last 10 s, then the player stops.
      const timer = bar.getByRole('combobox', { name: 'Temporizador' })
      await expect(timer.locator('option:checked')).toHaveText('Sin temporizador')
      await expect(timer.getByRole('option', { name: 'Al terminar esta pista' })).toBeAttached()
      await timer.selectOption({ label: '5 min' })
      await expect(timer.locator('option:checked')).toHaveText('5 min')
      await expect(bar.getByText(/^Se detiene en 0:[23]\d$/)).toBeVisible()
      await expectNoSeriousViolations(page)
      await shot(page, 'player-sleep-timer')
      await expect
        .poll(async () => (await audioState(page)).volume, { timeout: 40_000, intervals: [100] })
        .toBeLessThan(0.9)
      await expect.poll(async () => (await audioState(page)).paused, { timeout: 40_000 }).toBe(true)
      await expect(bar.getByRole('button', { name: 'Reproducir' })).toBeVisible()
      await expect(bar.getByText(/^Se detiene/)).toBeHidden()
      // The next listening is at full volume.
      expect((await audioState(page)).volume).toBe(1)
    })
  })
}
