import type { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createPath, type Navigator, Router, type To } from 'react-router'
import { formatPageTitle } from '../lib/page-title.ts'
import { PublicFrame } from './layouts/public-layout.tsx'
import { SiteFrame } from './layouts/root-layout.tsx'
import { AppProviders } from './providers.tsx'
import { HomeRoute } from './routes/home.tsx'
import { homeHandle } from './routes/home-handle.ts'

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to))

function load(to: To, replace: boolean): void {
  const url = new URL(hrefOf(to), window.location.href)
  // Already here (signing out on this page goes home): a reload would cut short the logout request.
  if (url.href === window.location.href) return
  if (replace) window.location.replace(url)
  else window.location.assign(url)
}

/**
 * Where the landing page's links and redirects go: a full page load, served by the app's own entry
 * (main.tsx). The landing page carries no route table and no data router, which is most of what
 * keeps its JavaScript small; the pages it leads to pay one page load.
 */
const pageLoads: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => load(to, false),
  replace: (to) => load(to, true),
}

type LandingAppProps = { queryClient: QueryClient; location: string }

/**
 * The landing page `/` as its own small app (landing.tsx hydrates it; entry-server.tsx pre-renders
 * the same tree, so the markup and React's ids match). Inside the app, a navigation to `/` renders
 * the same frame and sections through the route table.
 */
export function LandingApp({ queryClient, location }: LandingAppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Router location={location} navigator={pageLoads}>
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
