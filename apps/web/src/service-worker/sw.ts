/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { createPartialResponse } from 'workbox-range-requests'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import {
  clickUrl,
  reminderNotification,
  windowToFocus,
} from '../features/reminders/lib/reminder-notification.ts'
import { offlineCacheName, offlineMediaPath } from '../lib/offline-names.ts'

/**
 * The member panel's service worker (decision 082), registered by the panel only, for `/panel`
 * (the panel's home itself and every page under it):
 * the landing page and the public site never load it. What it keeps, and what it never does:
 *
 * - the member's downloaded audios, served from that member's own cache (stored by the page, never
 *   by this worker), with Range requests answered from the stored file;
 * - the app's hashed code and styles (`/assets/`), the same for everyone: every panel page's code is
 *   precached when the worker installs (its list made by the build, vite.config.ts), so any panel
 *   page opens without the network; the panel's HTML shell (public settings only, network first);
 * - the catalogue's cover images (`/media/caratula-…`), public.
 * - Never `/api/…`: the API's answers carry personal data (the session, plans, listening), and paid
 *   media URLs are signed for one member; they always go to the network, untouched. Nor avatars.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0]
}

// A new version takes over at once: it only ever adds ways to read what the page stored.
void self.skipWaiting()
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const sameOrigin = (url: URL) => url.origin === self.location.origin

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith(offlineMediaPath),
  async ({ url, request }) => {
    const [memberId = '', mediaId = ''] = url.pathname.slice(offlineMediaPath.length).split('/')
    // Only a cache the page made for a member: the name is checked, never listed or guessed.
    if (!memberId || !mediaId || !(await caches.has(offlineCacheName(memberId))))
      return new Response(null, { status: 404 })
    const cache = await caches.open(offlineCacheName(memberId))
    const stored = await cache.match(url.pathname)
    if (!stored) return new Response(null, { status: 404 })
    // Media elements ask for byte ranges (seeking, and Chromium's first `bytes=0-`).
    return request.headers.has('range') ? createPartialResponse(request, stored) : stored
  },
)

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'sosiego-codigo',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
)

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/media/caratula-'),
  new CacheFirst({
    cacheName: 'sosiego-portadas',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 30 })],
  }),
)

const pagesCache = 'sosiego-paginas'

/**
 * The panel's shell is kept when the worker installs (the member's first panel visit, online): the
 * pages visited before the worker took over were never kept, and without one the app could not open
 * offline at all (issue 28). Its code comes from the browser's cache (hashed, immutable) or ours.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(pagesCache)
      .then((cache) => cache.add('/panel'))
      .catch((error: unknown) => console.error('The panel shell could not be kept for offline use', error)),
  )
})

/**
 * With no network, every panel page is the same app shell: a page not kept yet (a cold start on
 * `/panel` after visiting Meditaciones) opens from any kept one, and the app decides from there on
 * the session kept on the device (issue 28).
 */
async function anyKeptShell(): Promise<Response | undefined> {
  const cache = await caches.open(pagesCache)
  // `/panel` first, kept at install: the daily pages' copies carry their own frame (issue 28), which
  // another page would show for a moment before the app draws it.
  const [kept] = await cache.keys()
  return (await cache.match('/panel')) ?? (kept ? cache.match(kept) : undefined)
}

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: pagesCache,
      networkTimeoutSeconds: 5,
      plugins: [new ExpirationPlugin({ maxEntries: 10 }), { handlerDidError: anyKeptShell }],
    }),
    { allowlist: [/^\/panel(\/|$)/] },
  ),
)

/**
 * A reminder (issue 31): the push's JSON shown as a notification. Subscriptions are made with
 * userVisibleOnly, so every push must show one: a payload this worker cannot read still reminds.
 */
self.addEventListener('push', (event) => {
  let payload: string | null = null
  try {
    payload = event.data?.text() ?? null
  } catch {
    // An unreadable body: the generic reminder.
  }
  const { title, options } = reminderNotification(payload, self.location.origin)
  event.waitUntil(self.registration.showNotification(title, options))
})

/**
 * A click on a reminder opens what it names: in the member's open panel tab when there is one
 * (brought forward and taken there), else in a new window.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = clickUrl(event.notification.data, self.location.origin)
  event.waitUntil(openReminder(url))
})

async function openReminder(url: string): Promise<void> {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const client = windowToFocus(open, self.location.origin)
  if (!client) {
    await self.clients.openWindow(url)
    return
  }
  // Focusing needs the click's own activation; without it (an old click, a test) the tab is still used.
  const focused = await client.focus().catch(() => client)
  const target = new URL(url, self.location.origin).href
  // navigate() only works on a window this worker controls; any other is opened anew.
  if (focused.url === target) return
  try {
    await focused.navigate(target)
  } catch {
    await self.clients.openWindow(url)
  }
}
