import './styles.css'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { LandingApp } from './app/landing-app.tsx'
import { createQueryClient } from './app/query-client.ts'

// The landing page's own entry (landing.html): the server serves it only with the page pre-rendered
// (apps/api web-app plugin), so it always hydrates; without pre-rendered markup `/` gets index.html.
const container = document.getElementById('root')
if (!container) throw new Error('landing.html must contain <div id="root">')

const { pathname, search, hash } = window.location
// As a transition: hydration yields to the visitor's input between slices (see main.tsx).
startTransition(
  () =>
    void hydrateRoot(
      container,
      <LandingApp queryClient={createQueryClient()} location={pathname + search + hash} />,
    ),
)
// From here React handles input (it replays a click on a part not hydrated yet). The browser tests
// wait for this mark.
document.documentElement.dataset.app = 'ready'
