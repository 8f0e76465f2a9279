import { expect, type Page, test } from '@playwright/test'
import { demoMedia } from '../../../api/src/seed/demo-media/index.ts'
import { demoMember, logIn } from '../auth/helpers.ts'
import { dismissCookieBanner, expectNoSeriousViolations, openPage, shot } from '../page-helpers.ts'

const demoAudios = demoMedia.filter((item) => item.fileType === 'audio')

/**
 * The layout shifts the page makes on its own (not within half a second of a click or key), summed
 * from the first paint: the Cumulative Layout Shift Lighthouse reports, without its session windows
 * (a sum is never smaller).
 */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined
            return node?.nodeType === 1
              ? `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}`
              : String(node?.nodeName)
          }),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)

/** Nothing in the tab's panel scrolls sideways, nor the page. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector('main [role="tabpanel"]') as HTMLElement
    const clipped = [panel, ...panel.querySelectorAll<HTMLElement>('*')]
      .filter(
        (element) => element === panel || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
      )
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.tagName} ${element.scrollWidth}>${element.clientWidth}`)
    return { page: document.documentElement.scrollWidth, clipped }
  })
}

// The demo member (seed: a plan in force, three favourites, hours of listening). Nothing here
// changes what other specs read but the listening time: the one play ends back at 0:00, so no place
// is kept.
// 1024 px: the narrowest box the table gets (beside the sidebar, 672 px).
for (const width of [375, 1024, 1280]) {
  test.describe(`Meditaciones as a library at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('the list fits without sideways scrolling, titles are whole, nothing jumps while it loads, and the playing item is marked', async ({
      page,
    }) => {
      test.slow()
      await logIn(page, demoMember.email, demoMember.password)
      await expect(page).toHaveURL('/panel')
      await dismissCookieBanner(page)

      // Loaded as a slow phone would (4× slower processor, every call 150 ms away), so the sections
      // above the list answer at different moments.
      await recordLayoutShifts(page)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await openPage(page, '/panel/meditaciones')
      const main = page.getByRole('main')
      const list = main.getByRole('tabpanel', { name: 'Audios' })
      await expect(list.getByRole('button', { name: /^Reproducir / })).toHaveCount(demoAudios.length)
      await expect(main.getByRole('region', { name: 'Favoritos' }).getByRole('listitem')).toHaveCount(3)
      // Whatever else was still on its way (covers, the review button's hint) lands.
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1000)
      const shifts = await layoutShifts(page)
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0)
      test
        .info()
        .annotations.push({ type: 'cls', description: `${cls.toFixed(4)} ${JSON.stringify(shifts)}` })
      expect.soft(cls, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(0.02)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })

      // No sideways scrolling: not the page, not the list.
      const overflow = await sidewaysOverflow(page)
      expect.soft(overflow.page).toBeLessThanOrEqual(width)
      expect.soft(overflow.clipped).toEqual([])

      // Titles whole where there is room: on a wide screen none is cut, in the list or the cards above it.
      const titles = main.getByTestId('media-title')
      // The page is drawn as a background render: the rows are waited for, then measured.
      await expect(list.getByTestId('media-title')).toHaveCount(demoAudios.length)
      if (width >= 1024) {
        const cut = await titles.evaluateAll((elements) =>
          elements
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
            )
            .map((element) => element.textContent),
        )
        expect.soft(cut).toEqual([])
      }
      await expectNoSeriousViolations(page)
      await shot(page, 'meditations-library')

      // Playing: the item is marked, seen ('Sonando') and said (current, and its button now pauses).
      // Not Respiración consciente: the demo member has a place saved there, and the bar would offer it.
      const title = 'Lluvia serena'
      await list.getByRole('button', { name: `Reproducir ${title}` }).click()
      const bar = page.getByRole('region', { name: 'Reproductor' })
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()
      const pause = list.getByRole('button', { name: `Pausar ${title}` })
      await expect(pause).toHaveAttribute('aria-current', 'true')
      await expect(pause).toHaveAccessibleDescription('Sonando')
      await expect(list.getByText('Sonando', { exact: true })).toBeVisible()
      await expect(list.locator('[aria-current="true"]')).toHaveCount(1)
      await expect(list.getByRole('button', { name: /^Pausar / })).toHaveCount(1)
      expect((await sidewaysOverflow(page)).clipped).toEqual([])
      await expectNoSeriousViolations(page)
      await shot(page, 'meditations-library-playing')

      // Its button pauses, and plays on from there.
      await pause.click()
      await expect(bar.getByRole('button', { name: 'Reproducir' })).toBeVisible()
      const resume = list.getByRole('button', { name: `Reproducir ${title}` })
      await expect(resume).toHaveAttribute('aria-current', 'true')
      await expect(resume).toHaveAccessibleDescription('En pausa')
      const at = await page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0)
      await resume.click()
      await expect(bar.getByRole('button', { name: 'Pausar' })).toBeVisible()
      expect(
        await page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0),
      ).toBeGreaterThanOrEqual(at)
      // Back to the start before closing: a place in the first seconds is cleared, not kept, so
      // the next run (and other specs) find no 'Continuar desde' here.
      await page.evaluate(() => {
        ;(document.querySelector('audio') as HTMLAudioElement).currentTime = 0
      })
      await bar.getByRole('button', { name: 'Cerrar reproductor' }).click()
      await expect(bar).toBeHidden()
      await expect(list.locator('[aria-current="true"]')).toHaveCount(0)
      // Closed at the start: no place is kept there (a kept one would greet the next run).
      const catalogue = (await (await page.request.get('/api/audios/list')).json()) as {
        data: { _id: string; title: string }[]
      }
      const mediaId = catalogue.data.find((item) => item.title === title)?._id
      expect(mediaId).toBeDefined()
      await expect
        .poll(async () => {
          const positions = (await (await page.request.get('/api/player/positions')).json()) as {
            data: { mediaId: string }[]
          }
          return positions.data.map((position) => position.mediaId)
        })
        .not.toContain(mediaId)
    })
  })
}
