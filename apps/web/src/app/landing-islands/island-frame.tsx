import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { Router } from 'react-router'
import { pageLoadNavigator } from '../page-loads.ts'

type IslandFrameProps = { queryClient: QueryClient; children: ReactNode }

/**
 * What each root of the landing page renders around its part, on the server and in the browser alike
 * (so the markup and React's ids match): the page's one query client, and a router whose links and
 * redirects are full page loads. In the landing build `react-router` and `@tanstack/react-query` are
 * small stand-ins (landing-router.tsx, landing-query.tsx); the server renders with the libraries.
 */
export function IslandFrame({ queryClient, children }: IslandFrameProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router location="/" navigator={pageLoadNavigator}>
          {children}
        </Router>
      </QueryClientProvider>
    </StrictMode>
  )
}
