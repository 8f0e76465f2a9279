import type { ReactNode } from 'react'
import { useSessionLifecycle, useVerificationRedirect } from '../../features/auth/session.ts'
import { CookieConsent } from '../../features/consent/components/cookie-consent.tsx'
import { usePageViews } from '../../lib/analytics.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useAuthValue } from '../../lib/session-store.ts'

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

/** Every page of the app (root layout): the site's services, then the page. */
export function SiteFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <SiteServices title={title} />
      {children}
    </>
  )
}
