import { requestAccount } from '../../features/auth/hooks/use-account-modal.ts'
import { PricingSection } from '../../features/plans/components/pricing-section.tsx'
import { useAuthValue } from '../../lib/session-store.ts'

/** The plans, with the buttons for whoever is signed in (or the account modal for visitors). */
export function PricingIsland() {
  // Only the user: any other change of the auth state needs no new render of the plans.
  const user = useAuthValue((auth) => auth.user)
  return <PricingSection user={user} onRequireAccount={requestAccount} />
}
