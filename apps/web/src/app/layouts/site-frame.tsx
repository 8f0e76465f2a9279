import type { ReactNode } from 'react'
import { useSessionLifecycle, useVerificationRedirect } from '../../features/auth/session.ts'
import { CookieConsent } from '../../features/consent/components/cookie-consent.tsx'
import { usePageViews } from '../../lib/analytics.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useAuthValue } from '../../lib/session-store.ts'
import { SkipLink } from './skip-link.tsx'

const SessionExpiredModal = lazyNamed(
  () => import('../../features/auth/components/session-expired-modal.tsx'),
  'SessionExpiredModal',
)

/**
 * What every page runs beside its content: reports the view, keeps the session checked (with the
 * app-wide verification rule and the session-expired modal), and asks for the cookie choice. The
 * landing page runs it as an island of its own (landing-islands/site.tsx).
 */
export function SiteServices({ title }: { title: string }) {
  usePageViews(title)
  useSessionLifecycle()
  useVerificationRedirect()
  const showSessionExpiredModal = useAuthValue((auth) => auth.showSessionExpiredModal)
  return (
    <>
      <CookieConsent />
      <Deferred when={showSessionExpiredModal}>
        <SessionExpiredModal />
      </Deferred>
    </>
  )
}

/**
 * Every page of the app (root layout): the skip link, the site's services, then the page. The skip
 * link is the first thing a keyboard reaches on every layout (issue 34; axe counts a skip link only
 * when it is the page's first link), and the cookie notice the next: it asks before the page does.
 * Every layout's main has the skip link's target id (public-frame.tsx, sidebar-shell.tsx).
 */
export function SiteFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteServices title={title} />
      {children}
    </>
  )
}
