import { es } from '@sosiego/shared/messages/account'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { getLoginRedirect } from '../../../lib/auth-storage.ts'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { useAuth } from '../../../lib/session-store.ts'
import { asksForSignIn, loginOutcome } from '../lib/auth-redirects.ts'
import { loginModeOf } from '../login-mode.ts'
import { AuthCard } from './auth-card.tsx'
import { GoogleDivider, GoogleSignInButton } from './google-sign-in-button.tsx'
import { LoginForm } from './login-form.tsx'
import { SignupForm } from './signup-form.tsx'

// Loaded when first asked for: the dialog's code stays out of the sign-in form's first load (issue 28).
const ForgotPasswordDialog = lazyNamed(() => import('./forgot-password-dialog.tsx'), 'ForgotPasswordDialog')

export function LoginPage() {
  const [searchParams] = useSearchParams()
  const mode = loginModeOf(searchParams.get('mode'))
  const [forgotOpen, setForgotOpen] = useState(mode === 'loginResetPassword')
  const [forgotEmail, setForgotEmail] = useState('')
  useRedirectSignedIn()

  useEffect(() => {
    if (mode === 'loginResetPassword') setForgotOpen(true)
  }, [mode])

  const { sessionChecked, isAuthenticated } = useAuth()
  // Signed in on arrival: on the way to where a sign-in leads (useRedirectSignedIn).
  if (isAuthenticated) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="size-8 text-primary-600" />
      </div>
    )
  }

  // While the session is checked the card is drawn as it will be, inert: it is the frame the server
  // sends (issue 28), so a phone paints the form before any script has run, and nothing can be typed
  // into it that the app's drawing would then lose. It takes input once the answer is in.
  return (
    <div className="contents" inert={!sessionChecked} aria-busy={!sessionChecked || undefined}>
      {mode === 'signup' ? (
        <AuthCard title={es['signup.title']} description={es['signup.subtitle']}>
          <SignupForm />
          <CardEnd question={es['signup.haveAccount']} to="/login?mode=login" label={es['signup.toLogin']} />
        </AuthCard>
      ) : (
        <AuthCard title={es['login.title']} description={es['login.subtitle']}>
          {asksForSignIn(getLoginRedirect()) ? (
            <p
              role="status"
              className="rounded-xl bg-primary-50 px-4 py-3 text-sm font-medium text-primary-900"
            >
              {es['login.toContinue']}
            </p>
          ) : null}
          <LoginForm
            onForgotPassword={(email) => {
              setForgotEmail(email)
              setForgotOpen(true)
            }}
          />
          <CardEnd question={es['login.noAccount']} to="/login?mode=signup" label={es['login.toSignup']} />
          <Deferred when={forgotOpen}>
            <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} defaultEmail={forgotEmail} />
          </Deferred>
        </AuthCard>
      )}
    </div>
  )
}

/** Both cards end alike: Google, then the way to the other mode. */
function CardEnd({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <>
      <GoogleDivider />
      <GoogleSignInButton />
      <p className="text-center text-sm text-ink-700">
        {question}{' '}
        <Link to={to} className="font-medium text-primary-700 underline-offset-4 hover:underline">
          {label}
        </Link>
      </p>
    </>
  )
}

/**
 * Someone already signed in has no business on /login (spec §2): they go where a sign-in would
 * take them. Only on arrival: a sign-in completed here navigates by itself.
 */
function useRedirectSignedIn() {
  const { sessionChecked, isAuthenticated, user } = useAuth()
  const navigate = useNavigate()
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null)

  useEffect(() => {
    if (sessionChecked && arrivedSignedIn === null) setArrivedSignedIn(isAuthenticated)
  }, [sessionChecked, isAuthenticated, arrivedSignedIn])

  useEffect(() => {
    if (!arrivedSignedIn || !user) return
    const outcome = loginOutcome(user, getLoginRedirect())
    void navigate(outcome.kind === 'inactive' ? '/' : outcome.path, { replace: true })
  }, [arrivedSignedIn, user, navigate])
}
