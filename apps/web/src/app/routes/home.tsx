import { Suspense } from 'react'
import { useAccountModal } from '../../features/auth/hooks/use-account-modal.ts'
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
import { PricingSection } from '../../features/plans/components/pricing-section.tsx'
import { TestimonialsSection } from '../../features/reviews/components/testimonials-section.tsx'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useRequestedSectionScroll } from '../../lib/section-scroll.ts'
import { useAuthValue } from '../../lib/session-store.ts'

const AccountModal = lazyNamed(
  () => import('../../features/auth/components/account-modal.tsx'),
  'AccountModal',
)

// Anonymous visitors starting the free trial are sent to the test once they have an account.
const trialRedirectPath = '/test'

export function HomeRoute() {
  const accountModal = useAccountModal()
  const user = useAuthValue((auth) => auth.user)
  useRequestedSectionScroll()
  // Two trial doors, on purpose: the navigation bar's 'Prueba gratuita' link fires the page-wide
  // event that opens the trial form (public layout); every 'Prueba GRATIS' button on the page starts
  // the real trial, which needs an account, so it opens the account modal (redirect /test), or
  // points a signed-in member to the panel.
  const startTrial = () => accountModal.requestAccount(trialRedirectPath)
  const belowFirstScreen = [
    <FeaturesSection key="FeaturesSection" />,
    <CategoriesSection key="CategoriesSection" />,
    <StepsSection key="StepsSection" />,
    <TrialSection key="TrialSection" onStartTrial={startTrial} />,
    <PricingSection key="PricingSection" user={user} onRequireAccount={accountModal.requestAccount} />,
    <AboutSection key="AboutSection" />,
    <TestimonialsSection key="TestimonialsSection" />,
    <FounderSection key="FounderSection" />,
    <CommunitySection key="CommunitySection" />,
    <TestInviteSection key="TestInviteSection" />,
    <ClosingSection key="ClosingSection" onStartTrial={startTrial} />,
  ]

  return (
    <>
      <Hero onStartTrial={startTrial} />
      {/* Each section below the first screen hydrates on its own (a Suspense boundary each), in
          short tasks the visitor's input can come between; one they touch goes first. */}
      {belowFirstScreen.map((section) => (
        <Suspense key={section.key}>{section}</Suspense>
      ))}
      <WhatsAppButton />
      <Deferred when={accountModal.open}>
        <AccountModal open={accountModal.open} onOpenChange={accountModal.onOpenChange} />
      </Deferred>
    </>
  )
}
