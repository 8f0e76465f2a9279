import { zodResolver } from '@hookform/resolvers/zod'
import { newPasswordSchema } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/account'
import { CircleCheck, CircleX, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { isTemporaryAccount } from '../../../lib/auth-storage.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useUrlSecret } from '../../../lib/url-secrets.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { redirectDelaySeconds, useCountdown } from '../hooks/use-countdown.ts'
import { AuthCard, BackToLoginLink } from './auth-card.tsx'

const resetSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: es['account.passwordsDontMatch'],
    path: ['confirmPassword'],
    when: () => true,
  })
type ResetValues = z.infer<typeof resetSchema>

type State = { kind: 'ready' } | { kind: 'success'; message: string } | { kind: 'error'; message: string }

const checklistId = 'reset-password-requirements'

/** /reset-password?token=…: ready, success (then on after 3 s), error (spec §4). */
export function ResetPasswordPage() {
  // Read once and taken out of the address bar at once (issue 12).
  const token = useUrlSecret('token')
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'ready' } : { kind: 'error', message: es['resetPassword.noToken'] },
  )

  if (state.kind === 'success') return <ResetDone message={state.message} />
  if (state.kind === 'error' || !token) {
    return (
      <AuthCard
        icon={CircleX}
        tone="danger"
        title={es['resetPassword.failedTitle']}
        description={state.kind === 'error' ? state.message : es['resetPassword.noToken']}
      >
        <Button asChild size="lg">
          <Link to="/loginResetPassword">{es['resetPassword.requestNew']}</Link>
        </Button>
        <BackToLoginLink />
      </AuthCard>
    )
  }
  return (
    <ResetForm
      token={token}
      onDone={(message) => setState({ kind: 'success', message })}
      onInvalidToken={(message) => setState({ kind: 'error', message })}
    />
  )
}

type ResetFormProps = {
  token: string
  onDone: (message: string) => void
  onInvalidToken: (message: string) => void
}

function ResetForm({ token, onDone, onInvalidToken }: ResetFormProps) {
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  })
  const [newPassword = '', confirmPassword = ''] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  })

  const onSubmit = handleSubmit(async ({ newPassword: chosen }) => {
    try {
      const message = await reset.mutateAsync({ token, newPassword: chosen })
      notify.success(message)
      onDone(message)
    } catch (error) {
      // A dead link cannot be retried; anything else (rate limit, network) can.
      if (error instanceof ApiError && error.code === 'auth.tokenInvalid') onInvalidToken(error.message)
      else toastError(error, es['auth.resetFailed'])
    }
  })

  return (
    <AuthCard icon={KeyRound} title={es['resetPassword.title']} description={es['resetPassword.text']}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordInput
          label={es['resetPassword.newPassword']}
          autoComplete="new-password"
          minLength={6}
          error={errors.newPassword?.message}
          aria-describedby={errors.newPassword ? undefined : checklistId}
          {...register('newPassword')}
        />
        <PasswordInput
          label={es['resetPassword.confirmPassword']}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <PasswordChecklist id={checklistId} password={newPassword} confirmation={confirmPassword} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? es['resetPassword.submitting'] : es['resetPassword.submit']}
        </Button>
      </form>
    </AuthCard>
  )
}

function ResetDone({ message }: { message: string }) {
  const navigate = useNavigate()
  // A temporary account has just chosen its first password: straight to its panel (spec §2).
  const target = isTemporaryAccount() ? '/panel' : '/login?mode=login'
  const secondsLeft = useCountdown(redirectDelaySeconds, true, () => void navigate(target, { replace: true }))
  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={message}
      description={<p role="status">{t('verifyEmail.redirecting', { seconds: secondsLeft })}</p>}
    >
      <Button asChild size="lg">
        <Link to={target} replace>
          {es['verifyEmail.continue']}
        </Link>
      </Button>
    </AuthCard>
  )
}
