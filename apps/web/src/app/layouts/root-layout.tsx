import { Outlet, ScrollRestoration } from 'react-router'
import { usePageViews } from '../../lib/analytics.ts'
import { useRouteTitle } from '../../lib/page-title.ts'

/** Wraps every route: names the page, reports the view, and restores scroll on navigation. */
export function RootLayout() {
  const title = useRouteTitle()
  usePageViews(title)
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
