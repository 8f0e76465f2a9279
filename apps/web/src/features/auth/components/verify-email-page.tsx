import { zodResolver } from '@hookform/resolvers/zod'
import { newPasswordSchema } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/account'
import { CircleCheck, CircleX, KeyRound, MailCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import {
  clearPasswordSetupEmail,
  clearRedirectMarkers,
  getLoginRedirect,
  getPasswordSetupEmail,
  getPostVerificationRedirect,
} from '../../../lib/auth-storage.ts'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useAuth } from '../../../lib/session-store.ts'
import { useUrlSecret } from '../../../lib/url-secrets.ts'
import { useSetPassword } from '../api/set-password.ts'
import { verifyEmail } from '../api/verify-email.ts'
import { redirectDelaySeconds, useCountdown } from '../hooks/use-countdown.ts'
import { afterVerificationPath } from '../lib/auth-redirects.ts'
import { recheckSession } from '../session.ts'
import { AuthCard, BackToLoginLink } from './auth-card.tsx'

type State =
  | { kind: 'verifying' }
  | { kind: 'success' }
  | { kind: 'passwordSetup'; email: string; token: string }
  | { kind: 'error'; message: string }

// "Already verified" is a success for the person holding the link (spec §4).
const alreadyVerified = /ya (estaba|está) verificad|already verified/i

function initialState(token: string | null, setup: boolean): State {
  if (!token) return { kind: 'error', message: es['verifyEmail.noToken'] }
  if (!setup) return { kind: 'verifying' }
  const email = getPasswordSetupEmail()
  if (!email) return { kind: 'error', message: es['verifyEmail.noSetupEmail'] }
  return { kind: 'passwordSetup', email, token }
}

/** /verify-email?token=…[&setup=true]: verifies the e-mail, or sets a first password (spec §2, §4). */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams()
  // Read once and taken out of the address bar at once (issue 12).
  const token = useUrlSecret('token')
  const setup = searchParams.get('setup') === 'true'
  const [state, setState] = useState<State>(() => initialState(token, setup))
  const navigate = useNavigate()
  // Strict mode runs effects twice; the token is single-use, so the request is made once and shared.
  const verification = useRef<Promise<State> | null>(null)

  useEffect(() => {
    if (setup && token && state.kind === 'error') {
      notify.error(state.message)
      void navigate('/login', { replace: true })
    }
  }, [setup, token, state, navigate])

  useEffect(() => {
    if (!token || setup) return
    verification.current ??= verifyEmail(token).then(
      async (): Promise<State> => {
        // The session user is now verified: refresh it before deciding where to go.
        await recheckSession()
        return { kind: 'success' }
      },
      (error: unknown): State => {
        const message = errorMessage(error, es['auth.verifyFailed'])
        return alreadyVerified.test(message) ? { kind: 'success' } : { kind: 'error', message }
      },
    )
    let current = true
    void verification.current.then((next) => {
      if (current) setState(next)
    })
    return () => {
      current = false
    }
  }, [token, setup])

  if (state.kind === 'verifying') {
    return (
      <AuthCard icon={MailCheck} title={es['verifyEmail.verifying']}>
        <div className="flex justify-center py-4">
          <Spinner className="size-8 text-primary-600" />
        </div>
      </AuthCard>
    )
  }
  if (state.kind === 'success') return <VerifiedState />
  if (state.kind === 'passwordSetup') return <PasswordSetupState email={state.email} token={state.token} />
  return <FailedState message={state.message} />
}

function FailedState({ message }: { message: string }) {
  const { isAuthenticated } = useAuth()
  return (
    <AuthCard icon={CircleX} tone="danger" title={es['verifyEmail.failed']} description={message}>
      {/* Signed in, a fresh link is one click away; signed out, signing in leads there. */}
      {isAuthenticated ? (
        <Button asChild size="lg">
          <Link to="/email-verification">{es['verifyEmail.requestNew']}</Link>
        </Button>
      ) : (
        <Button asChild size="lg" variant="outline">
          <Link to="/login?mode=login">{es['verifyEmail.backToLogin']}</Link>
        </Button>
      )}
    </AuthCard>
  )
}

function VerifiedState() {
  const { isAuthenticated } = useAuth()
  const navigate = useNavigate()
  const goOn = () => {
    const target = afterVerificationPath(getPostVerificationRedirect(), getLoginRedirect())
    clearRedirectMarkers()
    void navigate(target, { replace: true })
  }
  const secondsLeft = useCountdown(redirectDelaySeconds, isAuthenticated, goOn)

  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={es['auth.verified']}
      description={
        isAuthenticated ? (
          <p role="status">{t('verifyEmail.redirecting', { seconds: secondsLeft })}</p>
        ) : (
          es['verifyEmail.successText']
        )
      }
    >
      {isAuthenticated ? (
        <Button size="lg" onClick={goOn}>
          {es['verifyEmail.continue']}
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to="/login?mode=login">{es['verifyEmail.signIn']}</Link>
        </Button>
      )}
    </AuthCard>
  )
}

// The same rules as every new password (decision 048), with the same live checklist.
const setupSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: es['account.passwordsDontMatch'],
    path: ['confirmPassword'],
    when: () => true,
  })
type SetupValues = z.infer<typeof setupSchema>

const setupChecklistId = 'setup-password-requirements'

function PasswordSetupState({ email, token }: { email: string; token: string }) {
  const setPassword = useSetPassword()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SetupValues>({
    resolver: zodResolver(setupSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  })
  const [newPassword = '', confirmPassword = ''] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  })

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      notify.success(await setPassword.mutateAsync({ email, newPassword, token }))
      clearPasswordSetupEmail()
      await navigate('/login?mode=login', { replace: true })
    } catch (error) {
      toastError(error, es['auth.setPasswordFailed'])
    }
  })

  return (
    <AuthCard
      icon={KeyRound}
      title={es['verifyEmail.setupTitle']}
      description={t('verifyEmail.setupText', { email })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordInput
          label={es['verifyEmail.newPassword']}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          aria-describedby={errors.newPassword ? undefined : setupChecklistId}
          {...register('newPassword')}
        />
        <PasswordInput
          label={es['verifyEmail.confirmPassword']}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <PasswordChecklist id={setupChecklistId} password={newPassword} confirmation={confirmPassword} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? es['verifyEmail.setupSubmitting'] : es['verifyEmail.setupSubmit']}
        </Button>
      </form>
      <BackToLoginLink />
    </AuthCard>
  )
}
