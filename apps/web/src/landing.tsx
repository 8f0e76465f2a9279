import './styles.css'
import { hasSessionHint } from '@sosiego/shared'
import { type HydrateWhen, landingIslands } from './app/landing-islands/registry.ts'
import { startHeroVideo } from './features/landing/lib/hero-video.ts'
import { islandAttribute } from './lib/island-markup.ts'

/*
 * The landing page's own entry (landing.html, decision 044). The server serves it only with the page
 * pre-rendered, and the page is HTML: this entry hydrates only its islands, the parts a visitor can
 * touch, each on its own container and when it is needed (decision 022; landing-islands/registry.ts).
 * It is small on purpose, and at load it runs nothing else: React and each island's code load with
 * the visitor's first intent or the first island that comes near the screen (decision 052, amended
 * 2026-11-24). The header video is plain DOM (hero-video.ts).
 */

const runtime = () => import('./app/landing-islands/runtime.tsx')

type Island = { name: string; container: HTMLElement; hydrated?: Promise<void>; ready: boolean }

function hydrate(island: Island): Promise<void> {
  const spec = landingIslands[island.name]
  if (!spec) return Promise.reject(new Error(`No island named ${island.name} in the registry`))
  island.hydrated ??= Promise.all([runtime(), spec.load()])
    .then(([{ hydrateIsland }, Component]) => hydrateIsland(island.container, island.name, Component))
    .then(() => {
      island.ready = true
      // What the island shows may differ from the pre-render once it runs (the testimonials' page
      // count on a phone): a mark that browser tests, and anyone inspecting the page, can wait for.
      island.container.dataset.hydrated = 'true'
    })
  return island.hydrated
}

/** The `intent` islands, one at a time, each in its own idle period (a long task only blocks input). */
const idleQueue: Island[] = []
let idleStarted = false

function whenIdle(): Promise<void> {
  return new Promise((done) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => done(), { timeout: 2000 })
    else setTimeout(done, 1)
  })
}

async function drainIdleQueue(): Promise<void> {
  if (idleStarted) return
  idleStarted = true
  for (let island = idleQueue.shift(); island; island = idleQueue.shift()) {
    await whenIdle()
    await hydrate(island).catch(reportFailure)
  }
}

function reportFailure(error: unknown): void {
  console.error('An island of the landing page failed to hydrate', error)
}

/**
 * A click on an island not hydrated yet: held, the island hydrated, then the same click given again
 * to the element that got it. Opening a link in a new tab (a modifier key, the middle button) is left
 * to the browser.
 */
function holdClick(island: Island, event: MouseEvent): void {
  if (island.ready) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (link && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const target = event.target
  // What the island shows may need the page's services (a dialog's host, the session): start them.
  void drainIdleQueue()
  void hydrate(island)
    .then(() => {
      if (target instanceof Element && target.isConnected)
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }))
    })
    .catch(reportFailure)
}

function watch(island: Island, when: HydrateWhen): void {
  const { container } = island
  container.addEventListener('click', (event) => holdClick(island, event), { capture: true })

  if (when === 'intent') idleQueue.push(island)
  else if (when === 'visible') {
    // The container has no box of its own (`display: contents`): its children are what shows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void hydrate(island).catch(reportFailure)
      },
      { rootMargin: '50% 0px' },
    )
    for (const child of container.children) observer.observe(child)
  }
}

const islands = new Map<HTMLElement, Island>()

for (const container of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
  const name = container.getAttribute(islandAttribute) ?? ''
  const spec = landingIslands[name]
  if (!spec) {
    reportFailure(new Error(`No island named ${name} in the registry`))
    continue
  }
  const island: Island = { name, container, ready: false }
  islands.set(container, island)
  watch(island, spec.when)
}

/**
 * The visitor's first intent anywhere on the page: the island they reach for hydrates at once, the
 * `intent` islands one per idle period. Before it, no React runs (a visitor who only looks, or a
 * performance audit, pays for the HTML and this file alone).
 */
const intentEvents = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const

function onFirstIntent(event: Event): void {
  for (const type of intentEvents) document.removeEventListener(type, onFirstIntent, { capture: true })
  const touched =
    event.target instanceof Element ? event.target.closest<HTMLElement>(`[${islandAttribute}]`) : null
  const island = touched ? islands.get(touched) : undefined
  if (island) void hydrate(island).catch(reportFailure)
  void drainIdleQueue()
}

for (const type of intentEvents)
  document.addEventListener(type, onFirstIntent, { capture: true, passive: true })

/**
 * A signed-in member's navbar and footer are theirs only after the session check: for them (the
 * session hint says one may exist) the `intent` islands start once the page has loaded. For everyone
 * else they start on the first intent or, for a visitor who never touches the page, 10 s after load:
 * the cookie notice is known only in the browser (consent-store.ts) and must still show.
 */
const fallbackAfterLoadMs = 10_000

function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

if (hasSessionHint(document.cookie)) afterLoad(() => void drainIdleQueue())
else afterLoad(() => window.setTimeout(() => void drainIdleQueue(), fallbackAfterLoadMs))

const heroOverlay = document.querySelector<HTMLElement>('[data-testid="hero-overlay"]')
if (heroOverlay) startHeroVideo(heroOverlay)

// From here a click anywhere on the page is handled (held and given again to an island still
// loading). The browser tests wait for this mark.
document.documentElement.dataset.app = 'ready'
