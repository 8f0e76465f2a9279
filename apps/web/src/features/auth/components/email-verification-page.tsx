import { es, t } from '@sosiego/shared/messages/account'
import { MailCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { getPasswordSetupEmail } from '../../../lib/auth-storage.ts'
import { notify } from '../../../lib/notify.ts'
import { useAuth } from '../../../lib/session-store.ts'
import { useRequestPasswordEmail } from '../api/request-password-email.ts'
import { useResendVerification } from '../api/resend-verification.ts'
import { useSignOut } from '../session.ts'
import { AuthCard } from './auth-card.tsx'

/**
 * /email-verification: "check your inbox", with a resend button. Signed in, it is the unverified
 * account's own verification e-mail; signed out after asking to set a password (a Google account),
 * it is that set-password e-mail. Once verified, the app-wide rule moves the person on.
 */
export function EmailVerificationPage() {
  const { user, sessionChecked } = useAuth()
  const signOut = useSignOut()
  const resend = useResendVerification()
  const requestSetup = useRequestPasswordEmail()
  const setupEmail = user ? null : getPasswordSetupEmail()
  const pending = resend.isPending || requestSetup.isPending

  const onResend = async () => {
    try {
      if (user) {
        // Signed in, the server uses the session's address; the address is sent too so that the
        // answer is the same when no session was started (a sign-up with a registered address).
        notify.success(await resend.mutateAsync(user.email))
      } else if (setupEmail) {
        await requestSetup.mutateAsync(setupEmail)
        notify.success(es['auth.setupEmailSent'])
      } else {
        notify.error(es['auth.noEmail'])
      }
    } catch (error) {
      if (!(error instanceof ApiError)) notify.error(es['auth.resendFailed'])
      // No answer at all: the request may not have left; ask to try again.
      else notify.error(error.status === 0 ? es['auth.resendRetry'] : error.message)
    }
  }

  const title = setupEmail ? es['emailVerification.setupTitle'] : es['emailVerification.title']
  const description = setupEmail
    ? t('emailVerification.setupText', { email: setupEmail })
    : user
      ? t('emailVerification.text', { email: user.email })
      : es['emailVerification.textNoEmail']

  return (
    <AuthCard icon={MailCheck} title={title} description={sessionChecked ? description : null}>
      <p className="text-sm text-ink-600">{es['emailVerification.hint']}</p>
      <div className="flex flex-col gap-3">
        <Button size="lg" loading={pending} onClick={onResend} disabled={!sessionChecked}>
          {pending ? es['emailVerification.resending'] : es['emailVerification.resend']}
        </Button>
        {user ? (
          <Button size="lg" variant="ghost" onClick={() => void signOut()}>
            {es['emailVerification.otherAccount']}
          </Button>
        ) : (
          <Button asChild size="lg" variant="ghost">
            <Link to="/login?mode=login">{es['verifyEmail.backToLogin']}</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  )
}
