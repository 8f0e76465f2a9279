import { AccountModalHost } from '../../features/auth/components/account-modal-host.tsx'
import { AboutSection } from '../../features/landing/components/about-section.tsx'
import { CategoriesSection } from '../../features/landing/components/categories-section.tsx'
import { ClosingSection } from '../../features/landing/components/closing-section.tsx'
import { CommunitySection } from '../../features/landing/components/community-section.tsx'
import { FeaturesSection } from '../../features/landing/components/features-section.tsx'
import { FounderSection } from '../../features/landing/components/founder-section.tsx'
import { Hero } from '../../features/landing/components/hero.tsx'
import { StepsSection } from '../../features/landing/components/steps-section.tsx'
import { TestInviteSection } from '../../features/landing/components/test-invite-section.tsx'
import { TrialSection } from '../../features/landing/components/trial-section.tsx'
import { WhatsAppButton } from '../../features/landing/components/whatsapp-button.tsx'
import { useRequestedSectionScroll } from '../../features/landing/lib/section-scroll.ts'
import { TestimonialsSection } from '../../features/reviews/components/testimonials-section.tsx'
import { Island } from '../../lib/island.tsx'
import { ClosingActions } from '../landing-islands/closing-actions.tsx'
import { HeroActions } from '../landing-islands/hero-actions.tsx'
import { PricingIsland } from '../landing-islands/pricing.tsx'
import { TrialAction } from '../landing-islands/trial-action.tsx'

/**
 * The landing page's sections. In the app it renders as one tree; the landing entry pre-renders it
 * and hydrates only its islands, the parts a visitor can touch (decision 022): each in its own root,
 * when it is needed (landing-islands/registry.ts). Everything outside an island stays HTML.
 */
export function HomeRoute() {
  useRequestedSectionScroll()
  return (
    <>
      <Hero
        actions={
          <Island name="hero-actions">
            <HeroActions />
          </Island>
        }
      />
      <FeaturesSection />
      <CategoriesSection />
      <StepsSection />
      <TrialSection
        action={
          <Island name="trial-action">
            <TrialAction />
          </Island>
        }
      />
      <Island name="pricing">
        <PricingIsland />
      </Island>
      <AboutSection />
      <TestimonialsSection />
      <FounderSection />
      <Island name="community">
        <CommunitySection />
      </Island>
      <TestInviteSection />
      <ClosingSection
        actions={
          <Island name="closing-actions">
            <ClosingActions />
          </Island>
        }
      />
      <WhatsAppButton />
      <Island name="account-modal">
        <AccountModalHost />
      </Island>
    </>
  )
}
