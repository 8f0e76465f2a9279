import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { renderLandingPage } from './app/landing-page.tsx'
import { AppProviders } from './app/providers.tsx'
import { createQueryClient } from './app/query-client.ts'
import { routes } from './app/router.tsx'
import { setPrerenderSettings } from './lib/app-config.ts'

/**
 * The pages the server pre-renders: the landing and legal pages, which show the same to every
 * visitor. Other public pages (the test) depend on what only the browser keeps.
 */
export const prerenderedPaths = ['/', '/terminos-y-condiciones', '/politica-privacidad', '/contact'] as const

/**
 * The daily pages whose frame the server draws (issue 28): what they show while the session is
 * checked (the area's menu, the page's heading and the room its content takes; the sign-in form,
 * inert), the same for everyone, so a phone paints it before any script has run. The app renders
 * over it. A path with a query is served its frame only for that query (the sign-in page's modes).
 */
export const framedPaths = [
  '/panel',
  '/panel/meditaciones',
  '/panel/progreso',
  '/panel/suscripcion',
  '/admin',
  '/admin/clientes',
  '/login?mode=login',
  '/login?mode=signup',
] as const

/**
 * Pre-rendered pages that hydrate with an entry of their own (`vite build --mode landing`), not the
 * app's: the server serves them with this HTML file when the pre-render succeeded.
 */
export const pageEntries: Record<string, string> = { '/': 'landing.html' }

/**
 * One handler for every page: React Router resolves a lazy route once, on the route object, and a
 * second handler made from the same routes then failed on the public pages' lazy frame (the privacy
 * and contact pages were pre-rendered as the error page).
 */
const handler = createStaticHandler(routes)

/**
 * Pre-renders a public page (the landing and legal pages) or a daily page's frame for the server,
 * which does it once at start-up with its own settings, so the page paints before any script runs.
 * Rendered as a visitor whose session and cookie choice are not known yet: the browser hydrates the
 * same markup (a frame: renders over it), then fills in what only it knows (main.tsx).
 */
export async function prerender(path: string, settings: Record<string, string | undefined>): Promise<string> {
  setPrerenderSettings(settings)
  // The page whose islands landing.tsx hydrates.
  if (path === '/') return renderLandingPage().markup
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')))
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        {/* No inline hydration script (the CSP forbids it): these pages have no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
}
