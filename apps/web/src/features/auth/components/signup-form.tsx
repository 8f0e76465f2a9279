import { es } from '@sosiego/shared/messages/common'
import { useNavigate } from 'react-router'
import { clearTemporaryAccount } from '../../../lib/auth-storage.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { setSessionUser } from '../../../lib/session-store.ts'
import { useRegister } from '../api/register.ts'
import { RegistrationForm } from './registration-form.tsx'

/** The public sign-up: the registration form, then the new account signed in and sent to verify. */
export function SignupForm() {
  const signup = useRegister()
  const navigate = useNavigate()
  return (
    <RegistrationForm
      mode="public"
      onSubmit={async (body) => {
        try {
          const { user, message } = await signup.mutateAsync(body)
          // The new account is signed in but unverified: next stop, the e-mail.
          clearTemporaryAccount()
          setSessionUser(user)
          notify.success(message)
          await navigate('/email-verification', { replace: true })
        } catch (error) {
          toastError(error, es['auth.registerFailed'])
        }
      }}
    />
  )
}
