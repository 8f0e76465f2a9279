import type { SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { isGoogleSignInEnabled } from '../../../lib/app-config.ts'
import { clearRedirectMarkers } from '../../../lib/auth-storage.ts'
import { toastError } from '../../../lib/errors.ts'
import {
  googleConfirmedParam,
  googleConfirmedValue,
  googleReauthStartUrl,
} from '../../../lib/google-reauth.ts'
import { notify } from '../../../lib/notify.ts'
import { endSession } from '../../../lib/session-store.ts'
import { useDeleteAccount } from '../api/delete-account.ts'

/** Errors the server gives about what was typed: shown under the field, not only as a toast. */
const fieldErrors = new Set([
  'account.delete.passwordWrong',
  'account.delete.passwordRequired',
  'account.delete.emailMismatch',
  'account.delete.googleRequired',
])

/**
 * Configuración › Tu cuenta › 'Eliminar mi cuenta' (decision 069): the password, then a confirmation
 * step. An account linked to Google without a password confirms with a fresh Google sign-in instead
 * (decision 089): 'Confirmar con Google' goes there and back; the server keeps the proof five
 * minutes. Where Google sign-in is off, such an account types its e-mail again.
 */
export function DeleteAccountSection({ user }: { user: SessionUser }) {
  const remove = useDeleteAccount()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [proof, setProof] = useState('')
  const [error, setError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const byPassword = user.hasPassword
  const byGoogle = !byPassword && user.signsInWithGoogle === true && isGoogleSignInEnabled()
  const [searchParams, setSearchParams] = useSearchParams()
  const googleConfirmed = byGoogle && searchParams.get(googleConfirmedParam) === googleConfirmedValue

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (byGoogle) {
      setConfirming(true)
      return
    }
    if (!proof.trim()) {
      setError(byPassword ? es['account.delete.passwordRequired'] : es['account.delete.emailRequired'])
      return
    }
    setError(undefined)
    setConfirming(true)
  }

  const onConfirm = async () => {
    try {
      const message = await remove.mutateAsync(
        byGoogle ? {} : byPassword ? { password: proof } : { email: proof },
      )
      setConfirming(false)
      endSession()
      clearRedirectMarkers()
      queryClient.clear()
      await navigate('/', { replace: true })
      notify.success(message)
    } catch (failure) {
      setConfirming(false)
      if (failure instanceof ApiError && failure.code && fieldErrors.has(failure.code)) {
        setError(failure.message)
        // The Google proof lapsed (five minutes): ask for a new one.
        if (failure.code === 'account.delete.googleRequired') setSearchParams({}, { replace: true })
      } else toastError(failure, es['account.delete.failed'])
    }
  }

  return (
    <section aria-labelledby="delete-account-title" className="flex max-w-md flex-col gap-4">
      <h2 id="delete-account-title" className="font-display text-2xl text-ink-950">
        {es['account.delete.title']}
      </h2>
      <p className="text-base text-ink-700">{es['account.delete.intro']}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {byGoogle ? (
          googleConfirmed ? (
            <Alert tone="success" aria-live="polite">
              <p>{es['account.delete.googleConfirmed']}</p>
            </Alert>
          ) : (
            <>
              <p className="text-sm text-ink-700">{es['account.delete.googleIntro']}</p>
              {error ? (
                <p role="alert" className="text-sm text-danger-700">
                  {error}
                </p>
              ) : null}
            </>
          )
        ) : byPassword ? (
          <PasswordInput
            label={es['account.delete.passwordLabel']}
            autoComplete="current-password"
            value={proof}
            error={error}
            onChange={(event) => setProof(event.target.value)}
          />
        ) : (
          <Input
            type="email"
            label={es['account.delete.emailLabel']}
            hint={es['account.delete.emailHint']}
            autoComplete="email"
            value={proof}
            error={error}
            onChange={(event) => setProof(event.target.value)}
          />
        )}
        {byGoogle && !googleConfirmed ? (
          // A full-page navigation: the server sends the browser on to Google and back here.
          <a href={googleReauthStartUrl} className={buttonClasses('outline', 'md', 'self-start')}>
            {es['account.delete.googleButton']}
          </a>
        ) : (
          <Button type="submit" variant="danger" className="self-start">
            {es['account.delete.button']}
          </Button>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        title={es['account.delete.confirmTitle']}
        description={es['account.delete.confirmText']}
        confirmLabel={remove.isPending ? es['account.delete.deleting'] : es['account.delete.confirm']}
        busy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
