import { type Location, Outlet, ScrollRestoration } from 'react-router'
import { usePageViews } from '../../lib/analytics.ts'
import { useRouteTitle } from '../../lib/page-title.ts'

// React Router keys the first entry of every page load 'default', so a fresh load of another URL
// (a typed address, a return from Google sign-in) would inherit the last page's scroll position.
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key
}

/** Wraps every route: names the page, reports the view, and restores scroll on navigation. */
export function RootLayout() {
  const title = useRouteTitle()
  usePageViews(title)
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}
