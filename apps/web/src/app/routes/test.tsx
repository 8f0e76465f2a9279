import { AccountModal } from '../../features/auth/components/account-modal.tsx'
import { useAccountModal } from '../../features/auth/hooks/use-account-modal.ts'
import { TestPage } from '../../features/questionnaire/components/test-page.tsx'
import { useAuth } from '../../lib/session-store.ts'

// After signing up (and verifying) the visitor comes back here, where their kept answers are sent.
const testRedirectPath = '/test'

/** /test: the test for everyone; a visitor who finishes it is asked for an account. */
export function TestRoute() {
  const { user, sessionChecked } = useAuth()
  const accountModal = useAccountModal()
  return (
    <>
      <TestPage
        user={user}
        checking={!sessionChecked}
        onRequireAccount={() => accountModal.requestAccount(testRedirectPath)}
      />
      <AccountModal open={accountModal.open} onOpenChange={accountModal.onOpenChange} />
    </>
  )
}
