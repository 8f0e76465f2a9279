import type { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { Router } from 'react-router'
import { formatPageTitle } from '../lib/format-page-title.ts'
import { PublicFrame } from './layouts/public-frame.tsx'
import { SiteFrame } from './layouts/site-frame.tsx'
import { pageLoadNavigator } from './page-loads.ts'
import { AppProviders } from './providers.tsx'
import { HomeRoute } from './routes/home.tsx'
import { homeHandle } from './routes/home-handle.ts'

type LandingAppProps = { queryClient: QueryClient; location: string }

/**
 * The landing page `/` as its own small app: landing.tsx hydrates it, entry-server.tsx pre-renders
 * the same tree (so the markup and React's ids match). In the landing build `react-router` is
 * landing-router.tsx, where every link and redirect is a full page load; the server renders with the
 * real <Router> and the same navigator. Inside the app, a navigation to `/` renders the same frame
 * and sections through the route table.
 */
export function LandingApp({ queryClient, location }: LandingAppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Router location={location} navigator={pageLoadNavigator}>
          <SiteFrame title={formatPageTitle(homeHandle.title)}>
            <PublicFrame>
              <HomeRoute />
            </PublicFrame>
          </SiteFrame>
        </Router>
      </AppProviders>
    </StrictMode>
  )
}
