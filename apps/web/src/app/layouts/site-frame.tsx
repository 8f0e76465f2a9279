import type { ReactNode } from 'react'
import { useSessionLifecycle, useVerificationRedirect } from '../../features/auth/session.ts'
import { CookieConsent } from '../../features/consent/components/cookie-consent.tsx'
import { usePageViews } from '../../lib/analytics.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useAuth } from '../../lib/session-store.ts'

const SessionExpiredModal = lazyNamed(
  () => import('../../features/auth/components/session-expired-modal.tsx'),
  'SessionExpiredModal',
)

/**
 * What every page has, in the app (root layout) and in the landing page's own entry (landing-app):
 * reports the view, keeps the session checked (with the app-wide verification rule and the
 * session-expired modal), and asks for the cookie choice.
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
