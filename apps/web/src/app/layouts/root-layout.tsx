import type { ReactNode } from 'react'
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

/** Wraps every route: names the page, and restores scroll on navigation. */
export function RootLayout() {
  const title = useRouteTitle()
  return (
    <>
      <SiteFrame title={title}>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}

/**
 * What every page has, in the app and in the landing page's own entry (landing.tsx): reports the
 * view, keeps the session checked (with the app-wide verification rule and the session-expired
 * modal), and asks for the cookie choice.
 */
export function SiteFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageViews(title)
  useSessionLifecycle()
  useVerificationRedirect()
  const { showSessionExpiredModal } = useAuth()
  return (
    <>
      <CookieConsent />
      {children}
      <Deferred when={showSessionExpiredModal}>
        <SessionExpiredModal />
      </Deferred>
    </>
  )
}
