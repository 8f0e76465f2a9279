import { es, t } from '@sosiego/shared/messages/panel'
import { CircleAlert, CircleCheck, CreditCard } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { serviceTimeZone } from '../../../lib/app-config.ts'
import { miniThemePair } from '../../../lib/checkout.ts'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { verifyPaymentSession } from '../api/verify-payment-session.ts'
import { StatusCard } from './status-card.tsx'

/** Spec §9: the page goes home 3 s after a confirmed payment. */
export const paymentRedirectDelayMs = 3000

/**
 * A paying member's 'página principal' is their panel, and what they paid for is listening:
 * Meditaciones (decision 053), not the public landing page.
 */
export const paymentRedirectPath = '/panel/meditaciones'

export type MiniThemesStore = { read: () => string[]; clear: () => void }

type PaymentSuccessPageProps = {
  /** `session_id` from the provider's return URL. */
  sessionId: string | null
  miniThemes: MiniThemesStore
  /** The session user must show the new plan (menu, panel, Mi Suscripción). */
  revalidateSession: () => Promise<void>
}

type State =
  | { kind: 'verifying' }
  | {
      kind: 'success'
      planName: string
      /** Issue 32: the trial kept — the plan starts, and is first charged, then; nothing paid yet. */
      startsAt: Date | null
    }
  | { kind: 'error'; message: string }

/**
 * /payment-success and /paymentSuccess (spec §2, §4): verifying, then success (toast, the session
 * user revalidated, Meditaciones after 3 s) or error. The server asks the provider; this page only reports.
 * The mini choice (`miniSelectedThemes`) goes along as themeId1/themeId2 and is cleared once used.
 */
export function PaymentSuccessPage({ sessionId, miniThemes, revalidateSession }: PaymentSuccessPageProps) {
  const navigate = useNavigate()
  const [state, setState] = useState<State>(() =>
    sessionId ? { kind: 'verifying' } : { kind: 'error', message: es['payments.sessionNotFound'] },
  )
  const asked = useRef<string | null>(null)

  useEffect(() => {
    if (!sessionId) {
      notify.error(es['payments.sessionNotFound'])
      return
    }
    // Once per session id: strict mode runs effects twice, and one toast is enough.
    if (asked.current === sessionId) return
    asked.current = sessionId
    const verify = async () => {
      const themes = miniThemePair(miniThemes.read())
      try {
        let answer: Awaited<ReturnType<typeof verifyPaymentSession>>
        try {
          answer = await verifyPaymentSession({ sessionId, ...themes })
        } catch (error) {
          // A stale choice (a theme removed since) must not hide a paid plan: the order kept the
          // themes sent at checkout, so ask again without them.
          if (!(themes && error instanceof ApiError && error.code === 'payments.themesInvalid')) throw error
          answer = await verifyPaymentSession({ sessionId })
        }
        miniThemes.clear()
        notify.success(es['payments.verified'])
        const { subscription } = answer.data
        const startsAt = subscription.status === 'pending' ? new Date(subscription.startDate) : null
        setState({ kind: 'success', planName: subscription.plan.name, startsAt })
        await revalidateSession()
      } catch (error) {
        toastError(error, es['paymentSuccess.verifyFailed'])
        setState({ kind: 'error', message: errorMessage(error, es['paymentSuccess.verifyFailed']) })
      }
    }
    void verify()
  }, [sessionId, miniThemes, revalidateSession])

  const succeeded = state.kind === 'success'
  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(
      () => void navigate(paymentRedirectPath, { replace: true }),
      paymentRedirectDelayMs,
    )
    return () => window.clearTimeout(timer)
  }, [succeeded, navigate])

  if (state.kind === 'verifying') {
    return (
      <StatusCard icon={CreditCard} title={es['pageTitle.paymentSuccess']}>
        <p role="status" className="flex items-center gap-3 text-base text-ink-700">
          <Spinner label={null} className="size-5 text-primary-600" />
          {es['paymentSuccess.verifying']}
        </p>
      </StatusCard>
    )
  }
  const toSubscription = (
    <Button asChild size="lg" variant={succeeded ? 'primary' : 'outline'}>
      <Link to="/panel/suscripcion" replace>
        {es['paymentSuccess.goToSubscription']}
      </Link>
    </Button>
  )
  if (state.kind === 'success') {
    return (
      <StatusCard
        icon={CircleCheck}
        tone="success"
        title={state.startsAt ? es['paymentSuccess.keptTrialTitle'] : es['paymentSuccess.successTitle']}
        actions={toSubscription}
      >
        <p role="status" className="text-base leading-relaxed text-ink-700">
          {state.startsAt
            ? t('paymentSuccess.keptTrialText', {
                plan: state.planName,
                date: new Intl.DateTimeFormat('es-ES', {
                  dateStyle: 'long',
                  timeZone: serviceTimeZone(),
                }).format(state.startsAt),
              })
            : t('paymentSuccess.successText', { plan: state.planName })}
        </p>
      </StatusCard>
    )
  }
  return (
    <StatusCard
      icon={CircleAlert}
      tone="danger"
      title={es['paymentSuccess.errorTitle']}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/" replace>
              {es['paymentSuccess.goHome']}
            </Link>
          </Button>
          {toSubscription}
        </>
      }
    >
      <p role="alert" className="text-base leading-relaxed text-danger-700">
        {state.message}
      </p>
    </StatusCard>
  )
}
