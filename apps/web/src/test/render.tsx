import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { AppProviders } from '../app/providers.tsx'
import { routes as appRoutes } from '../app/router.tsx'

/**
 * The app's routes load their code on first visit. Here they are loaded up front, once per test
 * file, so a test sees a page as soon as it navigates; the browser suite covers the loading itself.
 */
async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  for (const route of routes) {
    if (route.lazy && typeof route.lazy === 'object') {
      for (const [key, load] of Object.entries(route.lazy)) Object.assign(route, { [key]: await load() })
      delete route.lazy
    }
    if (route.children) await loadLazyRoutes(route.children)
  }
}
await loadLazyRoutes(appRoutes)

/** Renders routes in a memory router with the app's providers; queries fail fast, without retries. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const user = userEvent.setup()
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, user }
}
