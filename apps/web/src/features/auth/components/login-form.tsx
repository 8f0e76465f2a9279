import { zodResolver } from '@hookform/resolvers/zod'
import { loginBodySchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { lazyNamed } from '../../../lib/deferred.tsx'
import { notify } from '../../../lib/notify.ts'
import { authStore } from '../../../lib/session-store.ts'
import { useLogin } from '../api/login.ts'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts'

// Only for a Google account that asks for a password: its dialog loads then (issue 28).
const SetPasswordDialog = lazyNamed(() => import('./set-password-dialog.tsx'), 'SetPasswordDialog')

type LoginValues = z.input<typeof loginBodySchema>

type LoginFormProps = {
  onForgotPassword: (email: string) => void
}

/** E-mail and password sign-in (spec §4 "Login"). */
export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const login = useLogin()
  const completeSignIn = useCompleteSignIn()
  // A Google-created account has no password yet: offer to set one instead of a bare error.
  const [googleAccount, setGoogleAccount] = useState<{ email: string; message: string } | null>(null)
  const [setPasswordOpen, setSetPasswordOpen] = useState(false)
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof loginBodySchema>>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  })

  const onSubmit = handleSubmit(async (values) => {
    setGoogleAccount(null)
    authStore.setState({ isLoading: true, error: null })
    try {
      const user = await login.mutateAsync(values)
      authStore.setState({ isLoading: false })
      const problem = await completeSignIn(user)
      if (problem) {
        authStore.setState({ error: problem })
        notify.error(problem)
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.message : es['auth.loginFailed']
      authStore.setState({ isLoading: false, error: message })
      if (error instanceof ApiError && error.code === 'auth.googleAccount') {
        setGoogleAccount({ email: values.email, message })
      } else {
        notify.error(message)
      }
    }
  })

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Input
          label={es['login.email']}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="flex flex-col gap-2">
          <PasswordInput
            label={es['login.password']}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email'))}
            className="cursor-pointer self-end rounded-sm text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {es['login.forgot']}
          </button>
        </div>

        {googleAccount ? (
          <Alert role="alert">
            <p>{googleAccount.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setSetPasswordOpen(true)}
            >
              {es['login.setPassword']}
            </Button>
          </Alert>
        ) : null}

        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? es['login.submitting'] : es['login.submit']}
        </Button>
      </form>
      {googleAccount ? (
        <Suspense fallback={null}>
          <SetPasswordDialog
            email={googleAccount.email}
            open={setPasswordOpen}
            onOpenChange={setSetPasswordOpen}
          />
        </Suspense>
      ) : null}
    </>
  )
}
