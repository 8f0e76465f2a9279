import type { ComponentType } from 'react'

/**
 * When an island's code loads and hydrates. Every island also hydrates at once when the visitor
 * touches it (landing.tsx replays the click):
 * - `idle`: after the page has loaded, when the main thread is idle (what the first screen runs);
 * - `visible`: when it comes near the screen (what fetches its data);
 * - `interaction`: only when touched (buttons whose pre-rendered markup is all they show).
 */
export type HydrateWhen = 'idle' | 'visible' | 'interaction'

type IslandSpec = {
  when: HydrateWhen
  /** The island's component, the one its `<Island>` renders in the page (landing-page.test.tsx). */
  load: () => Promise<ComponentType>
}

/** The landing page's islands by name (`<Island name>` in the page); the rest of the page is HTML. */
export const landingIslands: Record<string, IslandSpec> = {
  // Session check, cookie notice and page view; the toaster.
  site: { when: 'idle', load: () => import('./site.tsx').then((m) => m.LandingSiteServices) },
  // Its account area waits for the session check; its menu button for a tap.
  navbar: { when: 'idle', load: () => import('../layouts/site-navbar.tsx').then((m) => m.SiteNavbar) },
  // Chooses and plays the video for the width.
  'hero-media': {
    when: 'idle',
    load: () => import('../../features/landing/components/hero-media.tsx').then((m) => m.HeroMedia),
  },
  'hero-actions': {
    when: 'interaction',
    load: () => import('./hero-actions.tsx').then((m) => m.HeroActions),
  },
  'trial-action': {
    when: 'interaction',
    load: () => import('./trial-action.tsx').then((m) => m.TrialAction),
  },
  // The plans are read from the API once the first screen is done: a visitor (or a link to #pricing)
  // finds them there without waiting for the scroll.
  pricing: { when: 'idle', load: () => import('./pricing.tsx').then((m) => m.PricingIsland) },
  // The reviews are read when the visitor gets near them.
  testimonials: {
    when: 'visible',
    load: () =>
      import('../../features/reviews/components/testimonials-carousel.tsx').then(
        (m) => m.TestimonialsCarousel,
      ),
  },
  community: {
    when: 'interaction',
    load: () =>
      import('../../features/landing/components/community-section.tsx').then((m) => m.CommunitySection),
  },
  'closing-actions': {
    when: 'interaction',
    load: () => import('./closing-actions.tsx').then((m) => m.ClosingActions),
  },
  // The pre-rendered footer is a visitor's: a signed-in member's is known after the session check.
  footer: {
    when: 'idle',
    load: () => import('../layouts/site-footer.tsx').then((m) => m.SiteFooter),
  },
  // The dialogs' hosts: whatever asks for a dialog finds them listening.
  'trial-dialog': {
    when: 'idle',
    load: () => import('../layouts/site-trial-dialog.tsx').then((m) => m.SiteTrialDialog),
  },
  'account-modal': {
    when: 'idle',
    load: () =>
      import('../../features/auth/components/account-modal-host.tsx').then((m) => m.AccountModalHost),
  },
}
