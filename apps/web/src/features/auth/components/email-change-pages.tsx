import { es } from '@sosiego/shared/messages/account'
import { CircleCheck, CircleX, MailCheck, Undo2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { endSession } from '../../../lib/session-store.ts'
import { useUrlSecret } from '../../../lib/url-secrets.ts'
import { confirmEmailChange, undoEmailChange } from '../api/email-change.ts'
import { AuthCard } from './auth-card.tsx'

/*
 * The two pages of a change of address (decision 097), reached from the e-mailed links. Both end
 * every session of the account when the address moves, so both lead to the sign-in form.
 */

type Outcome = { kind: 'success'; message: string; restored?: boolean } | { kind: 'error'; message: string }

function SignInButton({ variant }: { variant?: 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to="/login?mode=login">{es['account.emailChange.signIn']}</Link>
    </Button>
  )
}

function FailedCard({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard icon={CircleX} tone="danger" title={title} description={<p role="alert">{message}</p>}>
      <SignInButton variant="outline" />
    </AuthCard>
  )
}

/** /confirmar-correo?token=…: the new address takes effect as soon as the page opens. */
export function ConfirmEmailChangePage() {
  // Read once and taken out of the address bar at once (issue 12).
  const token = useUrlSecret('token')
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    token ? null : { kind: 'error', message: es['account.emailChange.noToken'] },
  )
  // Strict mode runs effects twice; the link is single-use, so the request is made once and shared.
  const request = useRef<Promise<Outcome> | null>(null)

  useEffect(() => {
    if (!token) return
    request.current ??= confirmEmailChange(token).then(
      (message): Outcome => {
        // The server ended every session of the account, this browser's included.
        endSession()
        return { kind: 'success', message }
      },
      (error: unknown): Outcome => ({
        kind: 'error',
        message: errorMessage(error, es['account.emailChange.confirmFailed']),
      }),
    )
    let current = true
    void request.current.then((next) => {
      if (current) setOutcome(next)
    })
    return () => {
      current = false
    }
  }, [token])

  if (!outcome)
    return (
      <AuthCard icon={MailCheck} title={es['account.emailChange.confirming']}>
        <div className="flex justify-center py-4">
          <Spinner className="size-8 text-primary-600" />
        </div>
      </AuthCard>
    )
  if (outcome.kind === 'error')
    return <FailedCard title={es['account.emailChange.confirmFailed']} message={outcome.message} />
  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={es['account.emailChange.confirmedTitle']}
      description={<p role="status">{outcome.message}</p>}
    >
      <SignInButton />
    </AuthCard>
  )
}

/**
 * /deshacer-cambio-correo?token=…: asks before acting (the undo may end every session), then
 * cancels a pending change or puts the old address back.
 */
export function UndoEmailChangePage() {
  const token = useUrlSecret('token')
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    token ? null : { kind: 'error', message: es['account.emailChange.noToken'] },
  )
  const [busy, setBusy] = useState(false)

  const undo = async () => {
    if (!token) return
    setBusy(true)
    try {
      const result = await undoEmailChange(token)
      if (result.outcome === 'restored') endSession()
      setOutcome({ kind: 'success', message: result.message, restored: result.outcome === 'restored' })
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error, es['account.emailChange.undoFailed']) })
    } finally {
      setBusy(false)
    }
  }

  if (!outcome)
    return (
      <AuthCard
        icon={Undo2}
        title={es['account.emailChange.undoTitle']}
        description={es['account.emailChange.undoText']}
      >
        <Button size="lg" variant="danger" loading={busy} onClick={() => void undo()}>
          {busy ? es['account.emailChange.undoing'] : es['account.emailChange.undoButton']}
        </Button>
      </AuthCard>
    )
  if (outcome.kind === 'error')
    return <FailedCard title={es['account.emailChange.undoFailed']} message={outcome.message} />
  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={es['account.emailChange.undoneTitle']}
      description={<p role="status">{outcome.message}</p>}
    >
      <SignInButton />
      {outcome.restored ? (
        <Button asChild size="lg" variant="outline">
          <Link to="/loginResetPassword">{es['account.emailChange.resetPassword']}</Link>
        </Button>
      ) : null}
    </AuthCard>
  )
}
