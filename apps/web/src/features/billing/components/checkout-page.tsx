import type { Plan } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { CircleAlert, CreditCard } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { isTemporaryAccount } from '../../../lib/auth-storage.ts'
import { type CheckoutUser, checkoutRedirect, miniPlanSlug, miniThemePair } from '../../../lib/checkout.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { subscriptionPriceLabel } from '../../../lib/plan-picker.ts'
import { createCheckoutSession } from '../api/create-checkout-session.ts'
import { getPlanBySlug } from '../api/get-plan-by-slug.ts'
import { StatusCard } from './status-card.tsx'

type CheckoutPageProps = {
  user: CheckoutUser
  planSlug: string
  /** The mini plan's two themes, as the wellbeing test's choice left them (`miniSelectedThemes`). */
  miniThemeIds: readonly string[]
  /** A free plan was activated at once: the session user must show it before the panel opens. */
  onPlanActivated: () => Promise<void>
  /** The browser leaves for the provider's checkout page (a seam for tests). */
  leaveFor?: (url: string) => void
}

// Replace, not assign: coming back from the provider's page with the browser's back button must not
// land here again, which would open the payment once more (or show a stale 'Procesando' from bfcache).
const leaveForDefault = (url: string) => window.location.replace(url)

/** Nothing is paid for these, so there is nothing to withdraw from and no request to make. */
const isFree = (plan: Plan) => plan.price === 0 || plan.isTestSubscrionPlan

/**
 * /checkout/{planSlug} (spec §2, §4): 'Procesando tu solicitud...' while the plan is looked up, then
 * off to the provider; or 'Error: {message}'. The spec's redirects come first (temporary account, an
 * active plan other than mini → full, mini without its two themes). A paid plan waits for the buyer's
 * express request to start now (issue 27, decision 086: TRLGDCU art. 98.8 and 108.3), an unticked box
 * the pay button needs; a free plan is activated at once.
 */
export function CheckoutPage({
  user,
  planSlug,
  miniThemeIds,
  onPlanActivated,
  leaveFor = leaveForDefault,
}: CheckoutPageProps) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  // The paid plan awaiting the buyer's request; null while looking it up or once the payment started.
  const [awaiting, setAwaiting] = useState<Plan | null>(null)
  // Once per plan: strict mode runs effects twice, and a revalidated session must not start another.
  const started = useRef<string | null>(null)

  const purchase = useCallback(
    async (plan: Plan, immediateStart: boolean) => {
      try {
        const themes = plan.slug === miniPlanSlug ? miniThemePair(miniThemeIds) : null
        const session = await createCheckoutSession({
          planId: plan._id,
          ...themes,
          ...(immediateStart ? { immediateStart } : {}),
        })
        if (!session.data.activated) return leaveFor(session.url)
        notify.success(session.message)
        await onPlanActivated()
        await navigate('/panel', { replace: true })
      } catch (error) {
        if (error instanceof ApiError && error.code === 'payments.temporaryAccount') {
          await navigate('/loginSetPassword', { replace: true })
          return
        }
        setFailure(errorMessage(error, es['checkout.createFailed']))
      }
    },
    [miniThemeIds, leaveFor, onPlanActivated, navigate],
  )

  useEffect(() => {
    if (started.current === planSlug) return
    started.current = planSlug
    setFailure(null)
    setAwaiting(null)
    const redirect = checkoutRedirect({ user, planSlug, isTemporary: isTemporaryAccount(), miniThemeIds })
    if (redirect) {
      // Sent home, a member is told why (the landing offers longer plans the checkout then refuses).
      if (redirect.reason === 'activePlan') notify.error(es['payments.activePlan'])
      void navigate(redirect.path, { replace: true })
      return
    }
    const start = async () => {
      try {
        const plan = await getPlanBySlug(planSlug)
        if (isFree(plan)) await purchase(plan, false)
        else setAwaiting(plan)
      } catch (error) {
        setFailure(errorMessage(error, es['checkout.getPlanFailed']))
      }
    }
    void start()
  }, [planSlug, user, miniThemeIds, navigate, purchase])

  if (failure) {
    return (
      <StatusCard
        icon={CircleAlert}
        tone="danger"
        title={es['pageTitle.checkout']}
        actions={
          <Button asChild size="lg">
            <Link to="/" state={{ section: 'pricing' }}>
              {es['checkout.backToPlans']}
            </Link>
          </Button>
        }
      >
        <p role="alert" className="text-base text-danger-700">
          {t('checkout.error', { message: failure })}
        </p>
      </StatusCard>
    )
  }
  if (awaiting) {
    return (
      <ImmediateStartRequest
        plan={awaiting}
        onPay={() => {
          setAwaiting(null)
          void purchase(awaiting, true)
        }}
      />
    )
  }
  return (
    <StatusCard icon={CreditCard} title={es['pageTitle.checkout']}>
      <p role="status" className="flex items-center gap-3 text-base text-ink-700">
        <Spinner label={null} className="size-5 text-primary-600" />
        {es['checkout.processing']}
      </p>
    </StatusCard>
  )
}

/**
 * The buyer's express request that the service start now, with the acknowledgement that a withdrawal
 * within 14 days then pays for the part enjoyed. Unticked at first; 'Continuar al pago' needs it.
 */
function ImmediateStartRequest({ plan, onPay }: { plan: Plan; onPay: () => void }) {
  const [requested, setRequested] = useState(false)
  const hintId = useId()
  return (
    <StatusCard
      icon={CreditCard}
      title={es['pageTitle.checkout']}
      actions={
        <Button
          size="lg"
          disabled={!requested}
          aria-describedby={requested ? undefined : hintId}
          onClick={onPay}
        >
          {es['checkout.pay']}
        </Button>
      }
    >
      <p className="text-base text-ink-800">
        {t('checkout.summary', { plan: plan.name, price: subscriptionPriceLabel(plan) })}
      </p>
      <Checkbox
        className="text-left"
        label={es['checkout.immediateStart']}
        checked={requested}
        onChange={(event) => setRequested(event.target.checked)}
      />
      <p id={hintId} className="text-left text-sm text-ink-600">
        {es['checkout.immediateStartHint']}
      </p>
    </StatusCard>
  )
}
