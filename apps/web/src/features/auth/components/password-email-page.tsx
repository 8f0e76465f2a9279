import { es } from '@sosiego/shared/messages/account'
import { KeyRound } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { notify } from '../../../lib/notify.ts'
import { useAuth } from '../../../lib/session-store.ts'
import { AuthCard, BackToLoginLink } from './auth-card.tsx'
import { EmailRequestForm } from './email-request-form.tsx'

type PasswordEmailPageProps = { purpose: 'reset' | 'setup' }

/**
 * /loginResetPassword and /loginSetPassword: ask for the e-mail that resets (or sets, for temporary
 * accounts) the password, then go to /login. Signed-in visitors are sent to /.
 */
export function PasswordEmailPage({ purpose }: PasswordEmailPageProps) {
  const navigate = useNavigate()
  const { isAuthenticated } = useAuth()

  useEffect(() => {
    if (isAuthenticated) void navigate('/', { replace: true })
  }, [isAuthenticated, navigate])

  const reset = purpose === 'reset'
  return (
    <AuthCard
      icon={KeyRound}
      title={reset ? es['forgotPassword.title'] : es['setPasswordRequest.title']}
      description={reset ? es['forgotPassword.text'] : es['setPasswordRequest.text']}
    >
      <EmailRequestForm
        onSent={(_email, message) => {
          notify.success(reset ? message : es['auth.setupEmailSent'])
          void navigate('/login')
        }}
      />
      <BackToLoginLink />
    </AuthCard>
  )
}

/** /loginResetPassword */
export const ResetRequestPage = () => <PasswordEmailPage purpose="reset" />

/** /loginSetPassword */
export const SetPasswordRequestPage = () => <PasswordEmailPage purpose="setup" />
