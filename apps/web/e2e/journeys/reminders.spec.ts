import { type BrowserContext, expect, type Page, test, type Worker } from '@playwright/test'
import { type PushService, startPushService } from '../../../api/test/push-service.ts'
import { startSmtpServer } from '../../../api/test/smtp.ts'
import { newAccount } from '../auth/helpers.ts'
import { appPort } from '../google-provider.ts'
import { type OwnServer, startOwnServer } from '../own-server.ts'
import { dismissCookieBanner, expectNoSeriousViolations, openPage, shot } from '../page-helpers.ts'

// Issue 31's journey: a member turns on push and e-mail reminders for weekdays at 08:00; the
// server's clock passes 08:00 and one notification and one e-mail arrive; the notification opens
// today's meditation; after listening, no reminder comes the next time; the e-mail's link turns
// e-mail reminders off with no session; the calendar address answers a calendar. Real parts: the
// push goes through a push service on loopback (web-push-testing checks the VAPID signature and
// decrypts as a browser's service does) and reaches the panel's service worker in Chromium, which
// shows it; the e-mail through an SMTP server. Chromium here has no push service of its own, so
// the page's PushManager is the loopback service's (a subscription it made), nothing else.

const port = appPort + 3
const origin = `http://127.0.0.1:${port}`
const zone = 'Europe/Madrid'

let server: OwnServer
let push: PushService
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
test.beforeAll(async () => {
  test.setTimeout(180_000)
  push = await startPushService()
  smtp = await startSmtpServer()
  server = await startOwnServer({
    port,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sosiego <hola@sosiego.app>' },
  })
})
test.afterAll(async () => {
  await server?.stop()
  await push?.close()
  await smtp?.close()
})

test.describe.configure({ mode: 'serial' })
// The member's device is in Madrid: the reminder's zone starts as the device's.
test.use({ baseURL: origin, timezoneId: zone })

/** The instant a wall-clock time is in Madrid on a calendar day (YYYY-MM-DD, 'HH:MM'). */
function madrid(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`)
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(guess)
    .replace(' ', 'T')
  const offset = new Date(`${local}:00Z`).getTime() - guess.getTime()
  return new Date(guess.getTime() - offset)
}

/** Monday–Thursday from a week after the real day, so it and the next day are weekdays ahead of it. */
function nextWeekdayPair(): [string, string] {
  for (let ahead = 7; ; ahead++) {
    const day = new Date(Date.now() + ahead * 86_400_000)
    const weekday = day.getUTCDay()
    if (weekday >= 1 && weekday <= 4) {
      const first = day.toISOString().slice(0, 10)
      return [first, new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10)]
    }
  }
}

type Pass = { claimed: number; skippedListened: number; emails: number; pushes: number }

/** One scheduler pass at the server's (moved) clock, as the once-a-minute timer runs it in production. */
async function schedulerPass(page: Page, at: Date): Promise<Pass> {
  server.setClock(at)
  const answer = await page.request.post('/dev/reminders/pass', { data: { now: at.toISOString() } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()).pass
}

/**
 * The page's PushManager subscribes through the loopback push service (Chromium's own needs a
 * vendor's service); the subscription is kept across reloads of the tab, as a browser keeps it.
 */
async function usePushService(context: BrowserContext, page: Page) {
  await context.grantPermissions(['notifications'], { origin })
  await page.exposeFunction('__subscribeOnLoopback', (key: string) => push.subscribe(key))
  await page.addInitScript(() => {
    type Stored = { endpoint: string; keys: { p256dh: string; auth: string }; key: string }
    const storeKey = 'e2e.push-subscription'
    const fromB64 = (value: string) =>
      Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    const wrap = (stored: Stored) => ({
      endpoint: stored.endpoint,
      options: { userVisibleOnly: true, applicationServerKey: fromB64(stored.key).buffer },
      toJSON: () => ({ endpoint: stored.endpoint, keys: stored.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(storeKey)
        return true
      },
    })
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer)
      const key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      const made = (await (
        window as unknown as { __subscribeOnLoopback(key: string): Promise<Stored> }
      ).__subscribeOnLoopback(key)) as Stored & { clientHash: string }
      const stored = { endpoint: made.endpoint, keys: made.keys, key }
      localStorage.setItem(storeKey, JSON.stringify(stored))
      localStorage.setItem('e2e.push-client', made.clientHash)
      return wrap(stored) as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => {
      const stored = localStorage.getItem(storeKey)
      return stored ? (wrap(JSON.parse(stored)) as unknown as PushSubscription) : null
    }
  })
}

/** The panel's service worker, once it controls the page. */
async function panelWorker(context: BrowserContext, page: Page): Promise<Worker> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  const worker = context.serviceWorkers().find((sw) => sw.url().endsWith('/sw.js'))
  if (!worker) throw new Error('the panel has no service worker')
  return worker
}

/** Hands what the push service received to the service worker, as a browser's push service would. */
async function deliverPushes(context: BrowserContext, page: Page, payloads: unknown[]) {
  const cdp = await context.newCDPSession(page)
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const panel = registrations.find((entry) => entry.scopeURL.startsWith(`${origin}/`))
      if (panel) resolve(panel.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registered
  for (const payload of payloads)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    })
  await cdp.detach()
}

type Shown = { title: string; body: string; data: { url: string } }
const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as { url: string },
    })),
  ) as Promise<Shown[]>

test('reminders at 08:00: a push and an e-mail once, none after listening, one-click unsubscribe, a calendar', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const [day, nextDay] = nextWeekdayPair()
  // The member signs up on the first day, before the reminder's time.
  server.setClock(madrid(day, '07:30'))
  await usePushService(context, page)
  const account = newAccount('recordatorio')
  expect(
    (await page.request.post('/api/users/register', { headers: { origin }, data: account })).status(),
  ).toBe(201)
  const welcome = await smtp.waitFor(account.email)
  const link = new URL(welcome.text?.match(/https?:\/\/\S+\/verify-email\S*/)?.[0] ?? '')
  const verified = await page.request.post('/api/users/verify', {
    headers: { origin },
    data: { token: link.searchParams.get('token') },
  })
  expect(verified.ok()).toBe(true)

  // Configuración › Recordatorios: weekdays (the default), 08:00, notifications here and e-mail.
  await openPage(page, '/panel/configuracion?pestana=recordatorios#recordatorios')
  await dismissCookieBanner(page)
  const main = page.getByRole('main')
  for (const weekday of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'])
    await expect(main.getByRole('button', { name: weekday })).toHaveAttribute('aria-pressed', 'true')
  await expect(main.getByRole('button', { name: 'Sábado' })).toHaveAttribute('aria-pressed', 'false')
  await main.getByLabel('Hora', { exact: true }).fill('08:00')
  await expect(main.getByLabel('Zona horaria')).toHaveValue(zone)
  await main.getByRole('switch', { name: 'Notificaciones en este dispositivo' }).click()
  await expect(main.getByText('Activadas en este dispositivo.')).toBeVisible()
  await main.getByRole('switch', { name: 'Correo electrónico' }).click()
  await main.getByRole('button', { name: 'Guardar recordatorio' }).click()
  await expect(page.getByText('Recordatorio guardado.')).toBeVisible()
  await expectNoSeriousViolations(page)
  await shot(page, 'reminders-settings')
  const clientHash = (await page.evaluate(() => localStorage.getItem('e2e.push-client'))) as string

  // The calendar's private address answers a calendar with the weekly event at 08:00 in Madrid.
  await main.getByRole('button', { name: 'Crear enlace del calendario' }).click()
  const feedUrl = await main.getByLabel('Enlace privado del calendario').inputValue()
  const feed = await page.request.get(feedUrl)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  const ics = await feed.text()
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Madrid:\d{8}T080000/)
  expect(ics).toMatch(/RRULE:FREQ=WEEKLY;.*BYDAY=MO,TU,WE,TH,FR/)

  // 07:59: nothing yet. 08:01: one push and one e-mail.
  const mailsBefore = smtp.received.length
  expect(await schedulerPass(page, madrid(day, '07:59'))).toMatchObject({ claimed: 0 })
  expect(push.received(clientHash)).toHaveLength(0)
  // The demo member's weekday reminder (the seed's) is due at 08:00 too: e-mail only.
  expect(await schedulerPass(page, madrid(day, '08:01'))).toMatchObject({ claimed: 2, emails: 2, pushes: 1 })
  await expect.poll(() => push.received(clientHash).length).toBe(1)
  const reminderMail = await smtp.waitFor(account.email, mailsBefore)
  expect(reminderMail.subject).toBe('Tu meditación de hoy')
  expect(reminderMail.headerLines.map((header) => header.line)).toContain(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  )
  const [payload] = push.received(clientHash)
  expect(payload.title).toMatch(/^Tu meditación de hoy/)

  // The service worker shows it; a click opens the panel home with today's meditation.
  const worker = await panelWorker(context, page)
  await deliverPushes(context, page, [payload])
  await expect
    .poll(async () => (await shownNotifications(worker)).map((shown) => shown.title))
    .toEqual([payload.title])
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope
    const [notification] = await scope.registration.getNotifications()
    // A click, as the system's notification centre would deliver it (an untrusted event cannot
    // extend its life, so the handler's navigation is what is checked).
    try {
      scope.dispatchEvent(
        new NotificationEvent('notificationclick', { notification: notification as Notification }),
      )
    } catch {
      // waitUntil refuses an untrusted event; the navigation has started.
    }
  })
  await expect(page).toHaveURL(/\/panel\?hoy=1$/)
  const today = page.getByRole('main').getByRole('region', { name: 'Tu meditación de hoy' })
  await expect(today).toBeVisible()
  await expect.poll(async () => (await shownNotifications(worker)).length).toBe(0)

  // The member listens; at 08:30 no second reminder comes that day.
  await listenToToday(page)
  expect(await schedulerPass(page, madrid(day, '08:30'))).toMatchObject({ claimed: 0, emails: 0, pushes: 0 })
  expect(push.received(clientHash)).toHaveLength(1)

  // The next weekday, the member meditates before 08:00: the reminder is not sent.
  server.setClock(madrid(nextDay, '07:40'))
  await openPage(page, '/panel')
  await listenToToday(page)
  const mailsThen = smtp.received.length
  expect(await schedulerPass(page, madrid(nextDay, '08:01'))).toMatchObject({
    claimed: 2,
    skippedListened: 1,
    emails: 1,
    pushes: 0,
  })
  // The one e-mail of that pass is the demo member's; once it has arrived, none came for ours.
  await smtp.waitFor('miembro@sosiego.app', mailsThen)
  expect(
    smtp.received.slice(mailsThen).filter((mail) => JSON.stringify(mail.to).includes(account.email)),
  ).toEqual([])
  expect(push.received(clientHash)).toHaveLength(1)

  // The e-mail's link turns e-mail reminders off with no session.
  const unsubscribe = reminderMail.text?.match(/https?:\/\/\S+\/recordatorios\/baja\?token=\S+/)?.[0]
  expect(unsubscribe).toBeTruthy()
  await context.clearCookies()
  await page.goto(unsubscribe as string)
  await expect(page.getByText('Ya no recibirás recordatorios por correo.')).toBeVisible()
  await expectNoSeriousViolations(page)
  await shot(page, 'reminders-unsubscribed')
  const after = await page.request.post('/api/users/login', { headers: { origin }, data: account })
  expect(after.ok()).toBe(true)
  const settings = await page.request.get('/api/reminders')
  expect((await settings.json()).data).toMatchObject({ email: false, push: true })
})

/**
 * Plays today's meditation in place for a few seconds and stops it (a player reports what was heard
 * when it stops), until the server has counted some of it today.
 */
async function listenToToday(page: Page) {
  const today = page.getByRole('main').getByRole('region', { name: 'Tu meditación de hoy' })
  const play = today.getByRole('button', { name: /^(Escuchar|Ver): / })
  const video = ((await play.getAttribute('aria-label')) ?? '').startsWith('Ver: ')
  await play.click()
  await expect
    .poll(() =>
      page.evaluate(
        (tag) => document.querySelector<HTMLMediaElement>(tag)?.currentTime ?? 0,
        video ? 'video' : 'audio',
      ),
    )
    .toBeGreaterThan(3)
  if (video) await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click()
  else await page.getByRole('region', { name: 'Reproductor' }).getByRole('button', { name: 'Pausar' }).click()
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/progress')
        return answer.ok() ? ((await answer.json()).data.seconds.today as number) : 0
      },
      { timeout: 30_000, message: 'the server counts the listening' },
    )
    .toBeGreaterThan(0)
}
