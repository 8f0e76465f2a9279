/**
 * The member panel's pages, each its own chunk: the router loads one when it is opened, and the panel
 * loads them all once its service worker controls the page and the browser is idle (once per
 * release), so the worker keeps their code and any panel page opens offline, even one never
 * visited (issue 28).
 */
export const panelPages = {
  home: () => import('./routes/panel-home.tsx'),
  myTest: () => import('./routes/panel-my-test.tsx'),
  subscription: () => import('./routes/panel-subscription.tsx'),
  meditations: () => import('./routes/panel-meditations.tsx'),
  progress: () => import('./routes/panel-progress.tsx'),
  programs: () => import('./routes/panel-programs.tsx'),
  settings: () => import('./routes/panel-settings.tsx'),
}

/**
 * Marked when the idle browser starts loading the pages for offline use: what a visit downloads
 * before it is what the panel needed to become interactive (`npm run bench:web` reads it, issue 28).
 */
export const keepingPagesMark = 'sosiego:keeping-panel-pages'

/** Where the release whose pages this browser has already loaded is noted. */
export const keptReleaseKey = 'sosiego.panel-pages-kept'

/**
 * The release this page runs: the entry script's URL, hashed by the build, so a new release (new
 * chunk names) is loaded again.
 */
function currentRelease(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? ''
}

/**
 * Loads every panel page once the worker controls the page (now, or when it takes over), when idle,
 * once per release: the worker keeps them from then on, and loading them again on every visit was
 * half a second of a phone's main thread while the page opened (issue 28).
 */
export function keepPanelPagesForOffline(): () => void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!worker) return () => {}
  const release = currentRelease()
  const load = () => {
    if (!worker.controller || localStorage.getItem(keptReleaseKey) === release) return
    const all = () => {
      performance.mark(keepingPagesMark)
      void Promise.allSettled(Object.values(panelPages).map((page) => page())).then((results) => {
        if (results.every((result) => result.status === 'fulfilled'))
          localStorage.setItem(keptReleaseKey, release)
      })
    }
    if ('requestIdleCallback' in window) window.requestIdleCallback(all, { timeout: 10_000 })
    else setTimeout(all, 2000)
  }
  load()
  worker.addEventListener('controllerchange', load)
  return () => worker.removeEventListener('controllerchange', load)
}
