import { type Location, Outlet, ScrollRestoration } from 'react-router'
import { useRouteTitle } from '../../lib/page-title.ts'
import { useStartupLoad } from '../startup-load.ts'
import { SiteFrame } from './site-frame.tsx'

// React Router keys the first entry of every page load 'default', so a fresh load of another URL
// (a typed address, a return from Google sign-in) would inherit the last page's scroll position.
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key
}

/** Wraps every route: names the page, restores scroll on navigation, and frames it (SiteFrame). */
export function RootLayout() {
  const title = useRouteTitle()
  useStartupLoad()
  return (
    <>
      <SiteFrame title={title}>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}
