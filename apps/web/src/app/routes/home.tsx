import { AccountModal } from '../../features/auth/components/account-modal.tsx'
import { useAccountModal } from '../../features/auth/hooks/use-account-modal.ts'
import { AboutSection } from '../../features/landing/components/about-section.tsx'
import { Hero } from '../../features/landing/components/hero.tsx'
import { TestimonialsSection } from '../../features/landing/components/testimonials-section.tsx'
import { TrialSection } from '../../features/landing/components/trial-section.tsx'
import { PricingSection } from '../../features/plans/components/pricing-section.tsx'
import { useRequestedSectionScroll } from '../../lib/section-scroll.ts'
import { useAuth } from '../../lib/session-store.ts'

// Anonymous visitors starting the free trial are sent to the test once they have an account.
const trialRedirectPath = '/test'

export function HomeRoute() {
  const accountModal = useAccountModal()
  const { user } = useAuth()
  useRequestedSectionScroll()
  const startTrial = () => accountModal.requestAccount(trialRedirectPath)

  return (
    <>
      <Hero onStartTrial={startTrial} />
      <TrialSection onStartTrial={startTrial} />
      <PricingSection user={user} onRequireAccount={accountModal.requestAccount} />
      <AboutSection />
      <TestimonialsSection />
      <AccountModal open={accountModal.open} onOpenChange={accountModal.onOpenChange} />
    </>
  )
}
