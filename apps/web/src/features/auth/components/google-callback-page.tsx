import { es } from '@sosiego/shared/messages/account'
import { CircleX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { clearLoginRedirect, clearTemporaryAccount, getLoginRedirect } from '../../../lib/auth-storage.ts'
import { googleConfirmedPath } from '../../../lib/google-reauth.ts'
import { authStore, setSessionUser } from '../../../lib/session-store.ts'
import { googleCallback } from '../api/google-callback.ts'
import { redirectDelaySeconds } from '../hooks/use-countdown.ts'
import { loginOutcome } from '../lib/auth-redirects.ts'
import { checkSession, signOut } from '../session.ts'
import { AuthCard } from './auth-card.tsx'

type GoogleResponse = Parameters<typeof googleCallback>[0]

/** Where the sign-in ends: a page to go to, or a message shown before returning to /login. */
type Outcome = { kind: 'go'; path: string } | { kind: 'error'; message: string }

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return es['google.processFailed']
  if (error.code === 'auth.inactive') return es['auth.inactive']
  return error.message || es['auth.googleFailed']
}

async function completeGoogleSignIn(response: GoogleResponse): Promise<Outcome> {
  try {
    const { user, reauthenticated } = await googleCallback(response)
    // 'Confirmar con Google' from 'Eliminar mi cuenta': back to it, the session unchanged.
    if (reauthenticated) return { kind: 'go', path: googleConfirmedPath }
    clearTemporaryAccount()
    const outcome = loginOutcome(user, getLoginRedirect())
    if (outcome.kind === 'inactive') {
      await signOut()
      return { kind: 'error', message: es['auth.inactive'] }
    }
    setSessionUser(user)
    if (outcome.kind === 'verifyEmail') return { kind: 'go', path: outcome.path }
    // Spec §4: revalidate the session before following the redirect rules.
    await checkSession()
    const current = authStore.getState().user ?? user
    const final = loginOutcome(current, getLoginRedirect())
    if (final.kind !== 'redirect')
      return { kind: 'go', path: final.kind === 'verifyEmail' ? final.path : '/' }
    if (final.usedLoginRedirect) clearLoginRedirect()
    return { kind: 'go', path: final.path }
  } catch (error) {
    return { kind: 'error', message: failureMessage(error) }
  }
}

/** /login/google/callback?code=…&state=… (or ?error=…): finishes Google sign-in (spec §4). */
export function GoogleCallbackPage() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  // The authorization code is single-use: one request even when strict mode runs the effect twice.
  const attempt = useRef<Promise<Outcome> | null>(null)

  useEffect(() => {
    const denied = searchParams.get('error')
    const code = searchParams.get('code')
    const state = searchParams.get('state') ?? ''
    // The provider's name for itself (RFC 9207), when it sends one: the server checks it.
    const iss = searchParams.get('iss') ?? undefined
    attempt.current ??= denied
      ? Promise.resolve<Outcome>({
          kind: 'error',
          message: denied === 'access_denied' ? es['google.cancelled'] : es['auth.googleFailed'],
        })
      : code
        ? completeGoogleSignIn({ code, state, iss })
        : Promise.resolve<Outcome>({ kind: 'error', message: es['google.noCode'] })

    let current = true
    void attempt.current.then((outcome) => {
      if (!current) return
      if (outcome.kind === 'go') void navigate(outcome.path, { replace: true })
      else setError(outcome.message)
    })
    return () => {
      current = false
    }
  }, [searchParams, navigate])

  useEffect(() => {
    if (!error) return
    const timer = window.setTimeout(
      () => void navigate('/login?mode=login', { replace: true }),
      redirectDelaySeconds * 1000,
    )
    return () => window.clearTimeout(timer)
  }, [error, navigate])

  if (error) {
    return (
      <AuthCard icon={CircleX} tone="danger" title={error} description={es['google.backToLogin']}>
        <span role="alert" className="sr-only">
          {error}
        </span>
      </AuthCard>
    )
  }
  return <CallbackProgress label={es['google.authenticating']} />
}

export function CallbackProgress({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-4 px-5 py-24 text-center"
    >
      <Spinner label={null} className="size-10 text-primary-600" />
      <h1 className="font-display text-2xl text-ink-950">{label}</h1>
    </div>
  )
}
