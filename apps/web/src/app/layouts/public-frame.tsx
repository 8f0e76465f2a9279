import type { ReactNode } from 'react'
import { Island } from '../../lib/island.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteNavbar } from './site-navbar.tsx'
import { SiteTrialDialog } from './site-trial-dialog.tsx'
import { mainContentId } from './skip-link.tsx'

/**
 * The public pages' navigation bar, main content and footer (the public layout's, and the landing
 * page's, where the bar, the footer and the trial form are islands). The skip link to its main comes
 * before it, first of the document (RootLayout, LandingPage).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Island name="navbar">
        <SiteNavbar />
      </Island>
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <Island name="footer">
        <SiteFooter />
      </Island>
      <Island name="trial-dialog">
        <SiteTrialDialog />
      </Island>
    </div>
  )
}
