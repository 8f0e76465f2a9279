import { renderToString } from 'react-dom/server'
import { Island, type IslandCollector, IslandCollectorProvider } from '../lib/island.tsx'
import { islandIdPrefix, islandSlot } from '../lib/island-markup.ts'
import { IslandFrame } from './landing-islands/island-frame.tsx'
import { LandingSiteServices } from './landing-islands/site.tsx'
import { PublicFrame } from './layouts/public-frame.tsx'
import { SkipLink } from './layouts/skip-link.tsx'
import { TestModeBanner } from './layouts/test-mode-banner.tsx'
import { createQueryClient } from './query-client.ts'
import { HomeRoute } from './routes/home.tsx'

/**
 * The landing page `/`, as the server pre-renders it for the landing entry (decision 044): the same
 * frame and sections the app renders for `/`, with the site's services as one more island. Inside
 * the app, a navigation to `/` renders them through the route table instead.
 */
export function LandingPage() {
  return (
    <>
      {/* Plain HTML: the server renders it with the site's settings, nothing in it moves. */}
      <TestModeBanner />
      {/* First to a keyboard, before the cookie notice, as in the app (RootLayout). */}
      <SkipLink />
      <Island name="site">
        <LandingSiteServices />
      </Island>
      <PublicFrame>
        <HomeRoute />
      </PublicFrame>
    </>
  )
}

/**
 * The landing page's HTML (decision 022): the page rendered once, each `<Island>` leaving a slot,
 * then each island rendered on its own, as the browser hydrates it (landing.tsx): in its own root,
 * with its own id prefix. Returns the markup and the islands, by name in page order.
 */
export function renderLandingPage(): { markup: string; islands: IslandCollector } {
  const queryClient = createQueryClient()
  const collector: IslandCollector = new Map()
  let markup = renderToString(
    <IslandCollectorProvider value={collector}>
      <IslandFrame queryClient={queryClient}>
        <LandingPage />
      </IslandFrame>
    </IslandCollectorProvider>,
  )
  for (const [name, element] of collector) {
    const island = renderToString(<IslandFrame queryClient={queryClient}>{element}</IslandFrame>, {
      identifierPrefix: islandIdPrefix(name),
    })
    markup = markup.replace(islandSlot(name), () => island)
  }
  return { markup, islands: collector }
}
