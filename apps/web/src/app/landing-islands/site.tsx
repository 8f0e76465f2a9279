import { Toaster } from '../../components/ui/toaster.tsx'
import { formatPageTitle } from '../../lib/format-page-title.ts'
import { SiteServices } from '../layouts/site-frame.tsx'
import { homeHandle } from '../routes/home-handle.ts'

/** The landing page's site services (session, cookie notice, page view) and its toaster. */
export function LandingSiteServices() {
  return (
    <>
      <SiteServices title={formatPageTitle(homeHandle.title)} />
      <Toaster />
    </>
  )
}
