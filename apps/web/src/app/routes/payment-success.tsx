import { useSearchParams } from 'react-router'
import { RequirePanelAccess } from '../../features/auth/components/guards.tsx'
import { checkSession } from '../../features/auth/session.ts'
import {
  type MiniThemesStore,
  PaymentSuccessPage,
} from '../../features/billing/components/payment-success-page.tsx'
import {
  clearMiniSelectedThemes,
  readMiniSelectedThemes,
} from '../../features/questionnaire/lib/test-storage.ts'

const miniThemes: MiniThemesStore = { read: readMiniSelectedThemes, clear: clearMiniSelectedThemes }

/** /payment-success and /paymentSuccess: the provider's return (spec §2); needs panel access. */
export function PaymentSuccessRoute() {
  const [searchParams] = useSearchParams()
  return (
    <RequirePanelAccess>
      {() => (
        <PaymentSuccessPage
          sessionId={searchParams.get('session_id')}
          miniThemes={miniThemes}
          revalidateSession={checkSession}
        />
      )}
    </RequirePanelAccess>
  )
}
