import './styles.css'
import './lib/zod-jitless.ts'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  RouterProvider,
} from 'react-router'
import { AppProviders } from './app/providers.tsx'
import { createQueryClient } from './app/query-client.ts'
import { routes } from './app/router.tsx'
import { checkSession, tokenCallbackPath } from './features/auth/session.ts'
import { prepareClassMerging } from './lib/cn.ts'

type Router = ReturnType<typeof createRouter>

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

// The session is asked for while the first page's code loads, not once it has rendered: a member's
// panel waits on the answer, and a round trip saved on a phone is the page's first paint sooner
// (issue 28). The root layout's first check shares this one; the token callback sets its own.
if (window.location.pathname !== tokenCallbackPath) void checkSession()

/** The router is ready once the first page's code has loaded (every route is code-split). */
function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

// The server pre-renders the landing and legal pages: those hydrate. It also draws the daily pages'
// frame (`data-frame`: the frame a guard shows while the session is checked, issue 28): the app
// renders over it, as over the empty shell of every other page, and its first drawing is the same
// frame or the page itself, so nothing is lost; all once the first page's code has loaded, so
// hydrated markup matches and nothing renders half-ready.
const start = (router: Router) => {
  const app = (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  if (container.hasChildNodes() && container.dataset.frame === undefined) hydrateRoot(container, app)
  else createRoot(container).render(app)
  // From here the app takes input; before, a click on pre-rendered markup does nothing. The browser
  // tests wait for this mark.
  document.documentElement.dataset.app = 'ready'
}

// On a phone each step of the start is a long task if it shares one with the next (the entry's
// evaluation, the router, the locale's data, the first page's code, the class merger's tables, the
// first drawing): each gets a task of its own, so the browser paints and answers a tap in between
// (issue 28; Preact's transitions do not yield, decision 119).
void (async () => {
  // React Router's `createBrowserRouter`, its three steps in three tasks (about 25 ms together):
  // the history (it rewrites the entry's state), the route tree, the first match.
  await nextTask()
  const history = createBrowserHistory()
  await nextTask()
  const router = createRouter({ history, routes, mapRouteProperties, hydrationRouteProperties })
  await nextTask()
  router.initialize()
  // While the first page's code loads: the browser's first date and number formatters load the
  // locale's data (20–40 ms on this machine), which would otherwise join that code's evaluation.
  await nextTask()
  new Intl.Locale('es-ES').maximize()
  await nextTask()
  new Intl.NumberFormat('es-ES')
  await nextTask()
  new Intl.DateTimeFormat('es-ES')
  await routerReady(router)
  await nextTask()
  prepareClassMerging()
  await nextTask()
  start(router)
})()
