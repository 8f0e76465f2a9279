import type { Navigator, To } from 'react-router'

/** What a link points to, as a URL path (react-router's createPath, which the landing entry leaves out). */
export function hrefOf(to: To): string {
  if (typeof to === 'string') return to
  const search = to.search && to.search !== '?' ? (to.search.startsWith('?') ? '' : '?') + to.search : ''
  const hash = to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? '' : '#') + to.hash : ''
  return (to.pathname ?? '') + search + hash
}

/** Loads another page in full, served by the app's own entry (main.tsx). */
export function loadPage(to: To, replace: boolean): void {
  const url = new URL(hrefOf(to), window.location.href)
  // Already here (signing out on the landing page goes home): a reload would cut short the logout.
  if (url.href === window.location.href) return
  if (replace) window.location.replace(url)
  else window.location.assign(url)
}

/**
 * Where the landing page's links and redirects go: a full page load. The landing page carries no
 * route table and no router (landing-router.tsx); the pages it leads to pay one page load.
 */
export const pageLoadNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => loadPage(to, false),
  replace: (to) => loadPage(to, true),
}
