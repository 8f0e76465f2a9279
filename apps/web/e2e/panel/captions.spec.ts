import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { demoMember, logIn } from '../auth/helpers.ts'
import { dismissCookieBanner, expectNoHorizontalScroll, openPage, shot } from '../page-helpers.ts'

/**
 * Presses Tab (or Shift+Tab, going back) until `target` has the focus, as someone without a mouse
 * gets there. The element is found once: resolving a role query at every press is what is slow.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 250 } = {}) {
  await expect(target).toBeVisible()
  const element = await target.elementHandle()
  if (!element) throw new Error(`${target} is gone`)
  for (let presses = 0; presses < limit; presses++) {
    if (await element.evaluate((node) => node === document.activeElement)) return element.dispose()
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${limit} presses`)
}

/**
 * axe on what this spec adds (the transcript panel, the video modal), not the whole catalogue page
 * around it, which the meditations specs check: no serious or critical violation.
 */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0)

/** The video's caption track, as the browser holds it: its mode and the cues it shows now. */
const captionsTrack = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector('video')?.textTracks[0]
    return {
      mode: track?.mode ?? null,
      kind: track?.kind ?? null,
      language: track?.language ?? null,
      active: Array.from(track?.activeCues ?? []).map((cue) => (cue as VTTCue).text),
    }
  })

// The demo member (a plan in force). Each width plays an audio and a video of its own that no other
// spec plays, and leaves no place kept: the audio is sent back to 0:00 and paused there, and the
// video modal rewinds when it closes.
const items = {
  375: { audio: 'Cuenco tibetano', video: 'Mirar lejos' },
  1280: { audio: 'Enfoque sereno', video: 'Horizonte' },
} as const

for (const width of [375, 1280] as const) {
  test.describe(`Captions and transcripts at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('keyboard only: an audio’s transcript follows and jumps; a video’s Subtítulos show a cue; Escape gives the focus back', async ({
      page,
    }) => {
      test.slow()
      const { audio, video } = items[width]
      await logIn(page, demoMember.email, demoMember.password)
      await expect(page).toHaveURL('/panel')
      await dismissCookieBanner(page)
      await openPage(page, '/panel/meditaciones')
      const main = page.getByRole('main')

      // Find the audio by its title, and play it from its row.
      const search = main.getByRole('searchbox', { name: 'Buscar' })
      await tabTo(page, search)
      await page.keyboard.type(audio)
      await tabTo(page, main.getByRole('button', { name: `Reproducir ${audio}`, exact: true }))
      await page.keyboard.press('Enter')
      const bar = page.getByRole('region', { name: 'Reproductor' })
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()

      // 'Transcripción' opens the transcript above the bar, the phrase being heard marked.
      const toggle = bar.getByRole('button', { name: 'Transcripción' })
      // The bar with its transcript button fits the page (at 1280 px beside the menu, one row was wider).
      await expect(toggle).toBeVisible()
      await expectNoHorizontalScroll(page)
      await tabTo(page, toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const transcript = page.getByRole('region', { name: `Transcripción de ${audio}` })
      await expect(
        transcript.getByRole('button', { name: `Minuto 0:00 Te doy la bienvenida a «${audio}».` }),
      ).toBeVisible()
      // Exactly one phrase is marked: the one being heard (a phrase every 20 s).
      const marked = transcript.locator('[aria-current="true"]')
      await expect(marked).toHaveCount(1)
      await expectAccessible(page, '[aria-label="Reproductor"]')
      await shot(page, 'transcript')

      // A line chosen with the keyboard moves the audio there, and becomes the marked one.
      const minute = transcript.getByRole('button', { name: /^Minuto 1:00 / })
      await tabTo(page, minute)
      await page.keyboard.press('Enter')
      await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(60)
      expect(await audioTime(page)).toBeLessThan(75)
      await expect(minute).toHaveAttribute('aria-current', 'true')
      await expect(marked).toHaveCount(1)

      // Escape closes it; the focus is back on its button.
      await page.keyboard.press('Escape')
      await expect(transcript).toBeHidden()
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')

      // Back to 0:00 (Home on the slider, just before the button) and paused there (Space): no
      // place is kept.
      await tabTo(page, bar.getByRole('slider', { name: 'Posición' }), { back: true })
      await page.keyboard.press('Home')
      await page.keyboard.press(' ')
      await expect(bar.getByRole('button', { name: 'Reproducir' })).toBeVisible()
      expect(await audioTime(page)).toBeLessThan(3)
      await expect(main.getByRole('region', { name: 'Continuar escuchando' })).not.toContainText(audio)

      // The videos' tab, then the video.
      const audiosTab = main.getByRole('tab', { name: 'Audios' })
      await tabTo(page, audiosTab)
      await page.keyboard.press('ArrowRight')
      // The tabs move the focus a moment after the key (Radix's roving focus): then Enter.
      await expect(main.getByRole('tab', { name: 'Videos' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(main.getByRole('tab', { name: 'Videos', selected: true })).toBeVisible()
      await tabTo(page, search)
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(video)
      const watch = main.getByRole('button', { name: `Ver ${video}`, exact: true })
      await tabTo(page, watch)
      await page.keyboard.press('Enter')
      const modal = page.getByRole('dialog', { name: video })
      await expect(modal).toBeVisible()

      // 'Subtítulos' is off until the member turns it on; then the track shows its cues.
      const subtitles = modal.getByRole('button', { name: 'Subtítulos' })
      await expect(subtitles).toHaveAttribute('aria-pressed', 'false')
      await expect(subtitles).toBeEnabled()
      await tabTo(page, subtitles)
      await page.keyboard.press('Enter')
      await expect(subtitles).toHaveAttribute('aria-pressed', 'true')
      await expect
        .poll(
          async () => {
            const shown = await captionsTrack(page)
            return shown.mode === 'showing' && shown.active.length > 0
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      const shown = await captionsTrack(page)
      expect(shown).toMatchObject({ mode: 'showing', kind: 'captions', language: 'es' })
      expect(shown.active[0]).toMatch(/olas|mar|tarde|día/)
      await expectAccessible(page, '[role="dialog"]')
      await shot(page, 'video-captions')

      // Escape closes the modal and the focus goes back to the row's button.
      await page.keyboard.press('Escape')
      await expect(modal).toBeHidden()
      const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))
      await expect.poll(focused).toContain(`aria-label="Ver ${video}"`)
      await expect(watch).toBeFocused()

      // The choice is remembered: the next video opens with its captions on.
      await page.keyboard.press('Enter')
      await expect(modal).toBeVisible()
      await expect(subtitles).toHaveAttribute('aria-pressed', 'true')
      await expect.poll(async () => (await captionsTrack(page)).mode).toBe('showing')
      // The dialog has taken the focus: its effects, Escape's listener among them, have run (a busy
      // machine painted it before they had, and the Escape went unheard).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
        .toBe(true)
      await page.keyboard.press('Escape')
      await expect(watch).toBeFocused()
    })
  })
}
