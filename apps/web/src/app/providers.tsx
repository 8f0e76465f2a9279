import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster.tsx'
import { TestModeBanner } from './layouts/test-mode-banner.tsx'

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode }

/**
 * What wraps every entry (the app, the landing page, the pre-render): the query client, the toasts,
 * and the test-mode banner, which is here so that no page, error pages included, goes without it.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TestModeBanner />
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
