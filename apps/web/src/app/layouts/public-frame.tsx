import { type ReactNode, useCallback, useState } from 'react'
import { checkSession } from '../../features/auth/session.ts'
import { useTrialDialogRequests } from '../../features/landing/lib/trial-event.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteNavbar } from './site-navbar.tsx'
import { mainContentId, SkipLink } from './skip-link.tsx'

const TrialDialog = lazyNamed(
  () => import('../../features/landing/components/trial-dialog.tsx'),
  'TrialDialog',
)

/** The public pages' navigation bar, main content and footer (the public layout's, and the landing entry's). */
export function PublicFrame({ children }: { children: ReactNode }) {
  const [trialOpen, setTrialOpen] = useState(false)
  useTrialDialogRequests(useCallback(() => setTrialOpen(true), []))

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteNavbar />
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter />
      <Deferred when={trialOpen}>
        <TrialDialog open={trialOpen} onOpenChange={setTrialOpen} refreshSession={checkSession} />
      </Deferred>
    </div>
  )
}
