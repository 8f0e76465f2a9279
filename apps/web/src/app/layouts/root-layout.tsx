import { type Location, Outlet, ScrollRestoration } from 'react-router'
import { useSessionLifecycle, useVerificationRedirect } from '../../features/auth/session.ts'
import { CookieConsent } from '../../features/consent/components/cookie-consent.tsx'
import { usePageViews } from '../../lib/analytics.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useRouteTitle } from '../../lib/page-title.ts'
import { useAuth } from '../../lib/session-store.ts'

const SessionExpiredModal = lazyNamed(
  () => import('../../features/auth/components/session-expired-modal.tsx'),
  'SessionExpiredModal',
)

// React Router keys the first entry of every page load 'default', so a fresh load of another URL
// (a typed address, a return from Google sign-in) would inherit the last page's scroll position.
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key
}

/**
 * Wraps every route: names the page, reports the view, restores scroll on navigation, and keeps the
 * session checked (with the app-wide verification rule and the session-expired modal), and asks for
 * the cookie choice.
 */
export function RootLayout() {
  const title = useRouteTitle()
  usePageViews(title)
  useSessionLifecycle()
  useVerificationRedirect()
  const { showSessionExpiredModal } = useAuth()
  return (
    <>
      <CookieConsent />
      <Outlet />
      <Deferred when={showSessionExpiredModal}>
        <SessionExpiredModal />
      </Deferred>
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}
