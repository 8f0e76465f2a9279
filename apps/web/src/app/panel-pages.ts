/**
 * The member panel's pages, each its own chunk: the router loads one when it is opened, and the panel
 * loads them all once its service worker controls the page and the browser is idle, so the worker
 * keeps their code and any panel page opens offline, even one never visited (issue 28).
 */
export const panelPages = {
  home: () => import('./routes/panel-home.tsx'),
  myTest: () => import('./routes/panel-my-test.tsx'),
  subscription: () => import('./routes/panel-subscription.tsx'),
  meditations: () => import('./routes/panel-meditations.tsx'),
  progress: () => import('./routes/panel-progress.tsx'),
  settings: () => import('./routes/panel-settings.tsx'),
}

/** Loads every panel page once the worker controls the page (now, or when it takes over), when idle. */
export function keepPanelPagesForOffline(): () => void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!worker) return () => {}
  const load = () => {
    if (!worker.controller) return
    const all = () => void Promise.allSettled(Object.values(panelPages).map((page) => page()))
    if ('requestIdleCallback' in window) window.requestIdleCallback(all, { timeout: 10_000 })
    else setTimeout(all, 2000)
  }
  load()
  worker.addEventListener('controllerchange', load)
  return () => worker.removeEventListener('controllerchange', load)
}
