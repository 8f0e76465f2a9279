import { useParams } from 'react-router'
import { RequirePanelAccess } from '../../features/auth/components/guards.tsx'
import { checkSession } from '../../features/auth/session.ts'
import { CheckoutPage } from '../../features/billing/components/checkout-page.tsx'
import { readMiniSelectedThemes } from '../../features/questionnaire/lib/test-storage.ts'

/** /checkout/{planSlug}: needs panel access (spec §6); the mini choice comes from the wellbeing test. */
export function CheckoutRoute() {
  const { planSlug = '' } = useParams()
  return (
    <RequirePanelAccess>
      {(user) => (
        <CheckoutPage
          user={user}
          planSlug={planSlug}
          miniThemeIds={readMiniSelectedThemes()}
          onPlanActivated={checkSession}
        />
      )}
    </RequirePanelAccess>
  )
}
