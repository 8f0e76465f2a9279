import { Outlet } from 'react-router'
import { SiteFooter } from './site-footer.tsx'
import { SiteNavbar } from './site-navbar.tsx'
import { mainContentId, SkipLink } from './skip-link.tsx'

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteNavbar />
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
