import { useNavigate } from 'react-router'
import { AccountModal } from '../../features/auth/components/account-modal.tsx'
import { useAccountModal } from '../../features/auth/hooks/use-account-modal.ts'
import { RecommendedProgram } from '../../features/programs/components/recommended-program.tsx'
import { TestPage } from '../../features/questionnaire/components/test-page.tsx'
import { useAuth } from '../../lib/session-store.ts'

// After signing up (and verifying) the visitor comes back here, where their kept answers are sent.
const testRedirectPath = '/test'

/** /test: the test for everyone; a visitor who finishes it is asked for an account. */
export function TestRoute() {
  const { user, sessionChecked } = useAuth()
  const accountModal = useAccountModal()
  const navigate = useNavigate()
  return (
    <>
      <TestPage
        user={user}
        checking={!sessionChecked}
        onRequireAccount={() => accountModal.requestAccount(testRedirectPath)}
        // A member's results recommend a program (issue 30); 'Mejorar plan' leads to the plans here.
        recommendation={(result) => (
          <RecommendedProgram
            result={result}
            onUpgrade={() => void navigate('/', { state: { section: 'pricing' } })}
          />
        )}
      />
      <AccountModal open={accountModal.open} onOpenChange={accountModal.onOpenChange} />
    </>
  )
}
