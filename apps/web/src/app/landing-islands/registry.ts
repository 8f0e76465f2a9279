import type { ComponentType } from 'react'

/**
 * When an island's code loads and hydrates; nothing does at load (decision 052, amended 2026-11-24).
 * Every island also hydrates at once when the visitor touches it (landing.tsx replays the click):
 * - `intent`: on the visitor's first intent anywhere on the page (a pointer over it, a tap, a key, a
 *   scroll), one island per idle period; at load only for a signed-in member (the session hint);
 * - `visible`: when it comes near the screen (what fetches its data);
 * - `interaction`: only when touched (buttons whose pre-rendered markup is all they show).
 */
export type HydrateWhen = 'intent' | 'visible' | 'interaction'

type IslandSpec = {
  when: HydrateWhen
  /** The island's component, the one its `<Island>` renders in the page (landing-page.test.tsx). */
  load: () => Promise<ComponentType>
}

/** The landing page's islands by name (`<Island name>` in the page); the rest of the page is HTML. */
export const landingIslands: Record<string, IslandSpec> = {
  // Session check, cookie notice and page view; the toaster.
  site: { when: 'intent', load: () => import('./site.tsx').then((m) => m.LandingSiteServices) },
  // Its account area waits for the session check; its menu button for a tap.
  navbar: { when: 'intent', load: () => import('../layouts/site-navbar.tsx').then((m) => m.SiteNavbar) },
  'hero-actions': {
    when: 'interaction',
    load: () => import('./hero-actions.tsx').then((m) => m.HeroActions),
  },
  'trial-action': {
    when: 'interaction',
    load: () => import('./trial-action.tsx').then((m) => m.TrialAction),
  },
  // The plans are read from the API (not pre-rendered) with the first intent: a visitor (or a link to
  // #pricing, whose scroll is an intent) finds them there without waiting for the carousel's rule.
  pricing: { when: 'intent', load: () => import('./pricing.tsx').then((m) => m.PricingIsland) },
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
    when: 'intent',
    load: () => import('../layouts/site-footer.tsx').then((m) => m.SiteFooter),
  },
  // The dialogs' hosts: whatever asks for a dialog finds them listening.
  'trial-dialog': {
    when: 'intent',
    load: () => import('../layouts/site-trial-dialog.tsx').then((m) => m.SiteTrialDialog),
  },
  'account-modal': {
    when: 'intent',
    load: () =>
      import('../../features/auth/components/account-modal-host.tsx').then((m) => m.AccountModalHost),
  },
}
