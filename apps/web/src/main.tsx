import './styles.css'
import './lib/zod-jitless.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { AppProviders } from './app/providers.tsx'
import { createQueryClient } from './app/query-client.ts'
import { routes } from './app/router.tsx'
import { checkSession, tokenCallbackPath } from './features/auth/session.ts'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

// The session is asked for while the first page's code loads, not once it has rendered: a member's
// panel waits on the answer, and a round trip saved on a phone is the page's first paint sooner
// (issue 28). The root layout's first check shares this one; the token callback sets its own.
if (window.location.pathname !== tokenCallbackPath) void checkSession()

const router = createBrowserRouter(routes)
const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)

/** The router is ready once the first page's code has loaded (every route is code-split). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

// The server pre-renders the landing and legal pages: those hydrate. It also draws the daily pages'
// frame (`data-frame`: the frame a guard shows while the session is checked, issue 28): the app
// renders over it, as over the empty shell of every other page, and its first drawing is the same
// frame or the page itself, so nothing is lost. All as a transition, so the work yields to the
// visitor's input between slices (issue 28: a first render in one go was a long task on a phone);
// all once the first page's code has loaded, so hydrated markup matches and nothing renders half-ready.
void routerReady().then(() => {
  if (container.hasChildNodes() && container.dataset.frame === undefined)
    startTransition(() => void hydrateRoot(container, app))
  else {
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
  // From here the app takes input (React replays a click on a part not hydrated yet); before, a
  // click on pre-rendered markup does nothing. The browser tests wait for this mark.
  document.documentElement.dataset.app = 'ready'
})
