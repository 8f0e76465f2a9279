import { type Location, Outlet, ScrollRestoration } from 'react-router'
import { useRouteTitle } from '../../lib/page-title.ts'
import { useStartupLoad } from '../startup-load.ts'
import { SiteFrame } from './site-frame.tsx'
import { SkipLink } from './skip-link.tsx'

// React Router keys the first entry of every page load 'default', so a fresh load of another URL
// (a typed address, a return from Google sign-in) would inherit the last page's scroll position.
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key
}

/**
 * Wraps every route: names the page, restores scroll on navigation, and frames it (SiteFrame). The
 * skip link comes first of all, before the cookie notice: the first thing a keyboard reaches on every
 * layout (issue 34; axe counts a skip link only when it is the page's first link). Every layout's main
 * has its target id (public-frame.tsx, sidebar-shell.tsx); the landing page draws its own (landing-page.tsx).
 */
export function RootLayout() {
  const title = useRouteTitle()
  useStartupLoad()
  return (
    <>
      <SkipLink />
      <SiteFrame title={title}>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}
