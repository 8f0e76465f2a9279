import { expect, type Page, test } from '@playwright/test'
import { signUpVerified } from '../auth/helpers.ts'
import {
  audioTime,
  buyMini,
  dismissCookieBanner,
  expectNoSeriousViolations,
  openPage,
  shot,
  totalPlaytime,
} from '../page-helpers.ts'

/** What this browser keeps offline: the downloads' caches and the offline keys of localStorage. */
const offlineData = (page: Page) =>
  page.evaluate(async () => ({
    caches: (await caches.keys()).filter((name) => name.startsWith('sosiego-descargas-')),
    keys: Object.keys(localStorage).filter((key) => key.startsWith('sosiego.offline.')),
  }))

/** The member's queued listening reports (decision 083). */
const queued = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sosiego\.offline\..+\.queue$/.test(name))
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '[]') as { reportId: string; seconds: number }[])
      : []
  })

for (const width of [375, 1280]) {
  test.describe(`Offline listening at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('a member downloads an audio, plays it with no network, the report waits and arrives back online, and signing out removes it all', async ({
      page,
      context,
    }) => {
      // A payment with the test, a download, playback offline and online, two axe scans.
      test.slow()
      await signUpVerified(page, 'offline')
      await openPage(page, '/')
      await dismissCookieBanner(page)
      await buyMini(page)

      await openPage(page, '/panel/meditaciones')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Meditaciones' })).toBeVisible()
      await dismissCookieBanner(page)
      // The panel registers its service worker; it takes the page over at once (clientsClaim).
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null)

      // Only what the plan reaches can be downloaded: locked rows offer no 'Descargar', and the
      // server refuses their stream URL (so no file could be fetched for them anyway).
      const list = (await (await page.request.get('/api/audios/list')).json()) as {
        data: { _id: string; title: string; fileType: string; locked: boolean }[]
      }
      const audios = list.data.filter((item) => item.fileType === 'audio')
      const open = audios.filter((item) => !item.locked)
      const locked = audios.find((item) => item.locked)
      expect(open.length).toBeGreaterThan(0)
      expect(locked).toBeDefined()
      await expect(
        main.getByRole('button', { name: /^Descargar .+ para escuchar sin conexión$/ }),
      ).toHaveCount(open.length)
      await expect(
        main.getByRole('button', { name: `Descargar ${locked?.title} para escuchar sin conexión` }),
      ).toHaveCount(0)
      expect((await page.request.get(`/api/audios/stream-url/${locked?._id}`)).status()).toBe(403)

      const title = open[0]?.title as string
      await main.getByRole('button', { name: `Descargar ${title} para escuchar sin conexión` }).click()
      await expect(main.getByRole('img', { name: `${title}: Descargado` })).toBeVisible()
      const downloads = main.getByRole('region', { name: 'Descargas' })
      await expect(downloads.getByText('1 de 20 audios guardados en este dispositivo')).toBeVisible()
      await expect(downloads.getByRole('button', { name: `Eliminar descarga: ${title}` })).toBeVisible()
      expect((await offlineData(page)).caches).toHaveLength(1)
      await expectNoSeriousViolations(page)
      await shot(page, 'offline-downloaded')

      const before = await totalPlaytime(page)

      // Airplane mode: the stored file plays through the service worker, Range requests included.
      await context.setOffline(true)
      await expect(main.getByRole('status').filter({ hasText: 'Sin conexión.' })).toBeVisible()
      await downloads.getByRole('button', { name: `Reproducir ${title} (descargado)` }).click()
      const bar = page.getByRole('region', { name: 'Reproductor' })
      await expect(bar.getByText(title)).toBeVisible()
      await expect.poll(() => audioTime(page)).toBeGreaterThan(4)
      const source = await page.evaluate(() => document.querySelector('audio')?.currentSrc ?? '')
      expect(new URL(source).pathname).toMatch(/^\/sin-conexion\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/)
      const ranged = await page.evaluate(async (url) => {
        const response = await fetch(url, { headers: { range: 'bytes=100-199' } })
        return {
          status: response.status,
          range: response.headers.get('content-range'),
          bytes: (await response.arrayBuffer()).byteLength,
        }
      }, source)
      expect(ranged).toMatchObject({ status: 206, bytes: 100 })
      expect(ranged.range).toMatch(/^bytes 100-199\/\d+$/)

      // Pausing reports what was heard: with no network it waits on the device.
      await bar.getByRole('button', { name: 'Pausar' }).click()
      await expect.poll(async () => (await queued(page)).length).toBeGreaterThan(0)
      const waiting = await queued(page)
      // Counted from the element's own steps (decision 066): a little under its position.
      const heard = waiting.reduce((sum, report) => sum + report.seconds, 0)
      expect(heard).toBeGreaterThanOrEqual(1)
      expect(await totalPlaytime(page)).toBe(before)
      await expectNoSeriousViolations(page)
      await shot(page, 'offline-playing')

      // Back online: the queue goes by itself and the server counts it (bounded by real time).
      await context.setOffline(false)
      await expect.poll(async () => (await queued(page)).length).toBe(0)
      // All of it: far less than the real time since the download, which is what the server allows.
      await expect.poll(() => totalPlaytime(page)).toBeGreaterThanOrEqual(before + heard)

      // The service worker kept code, covers and the shell, never an API answer (personal data).
      const cached = await page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            urls.push(new URL(request.url).pathname)
        return urls
      })
      expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true)
      // Every panel page's code, kept when the worker installed (one never visited among them), and
      // none of the back office's.
      expect(cached.some((path) => path.startsWith('/assets/panel-settings-'))).toBe(true)
      expect(cached.filter((path) => path.startsWith('/assets/admin'))).toEqual([])
      expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([])

      // A cold start with no network (issue 28): a new tab opens the panel's home, a page the worker
      // has not kept yet, on the session kept on this device; it says 'Sin conexión', lists the
      // download and plays it.
      await context.setOffline(true)
      const cold = await context.newPage()
      await cold.goto('/panel')
      const coldMain = cold.getByRole('main')
      await expect(coldMain.getByRole('heading', { level: 1, name: /^¡Hola, / })).toBeVisible()
      await expect(coldMain.getByRole('status').filter({ hasText: 'Sin conexión.' })).toBeVisible()
      await coldMain
        .getByRole('region', { name: 'Descargas' })
        .getByRole('button', { name: `Reproducir ${title} (descargado)` })
        .click()
      await expect(cold.getByRole('region', { name: 'Reproductor' }).getByText(title)).toBeVisible()
      await expect.poll(() => audioTime(cold)).toBeGreaterThan(1)
      await expectNoSeriousViolations(cold)
      await shot(cold, 'offline-cold-start')
      await cold.close()
      await context.setOffline(false)

      // Signing out leaves nothing of the member on this device.
      if (width < 768) await page.getByRole('button', { name: 'Abrir menú' }).click()
      await page.getByRole('button', { name: 'Cerrar Sesión' }).click()
      await expect(page).toHaveURL('/')
      await expect.poll(() => offlineData(page)).toEqual({ caches: [], keys: [] })

      // The worker belongs to the panel: a fresh load of the landing page is not controlled by it.
      await openPage(page, '/')
      expect(
        await page.evaluate(async () => ({
          controlled: navigator.serviceWorker.controller !== null,
          scopes: (await navigator.serviceWorker.getRegistrations()).map(
            (registration) => registration.scope,
          ),
        })),
      ).toEqual({ controlled: false, scopes: [new URL('/panel', page.url()).href] })
    })
  })
}
