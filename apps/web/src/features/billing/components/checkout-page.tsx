import { outsideTaxTerritory, type Plan } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { CircleAlert, CreditCard } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { serviceTimeZone, taxTerms } from '../../../lib/app-config.ts'
import { isTemporaryAccount } from '../../../lib/auth-storage.ts'
import { type CheckoutUser, checkoutRedirect, miniPlanSlug, miniThemePair } from '../../../lib/checkout.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { createCheckoutSession } from '../api/create-checkout-session.ts'
import { getPlanBySlug } from '../api/get-plan-by-slug.ts'
import { useBillingDetails } from '../api/invoices.ts'
import { keepableTrialEnd, keepTrialHint, orderSummary } from '../lib/order-summary.ts'
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

/** How a paid plan starts: now (paid today), or at the end of the trial kept (issue 32). */
type StartChoice = 'now' | 'keepTrial'

/** Nothing is paid for these, so there is nothing to withdraw from and no request to make. */
const isFree = (plan: Plan) => plan.price === 0 || plan.isTestSubscrionPlan

/**
 * /checkout/{planSlug} (spec §2, §4): 'Procesando tu solicitud...' while the plan is looked up, then
 * off to the provider; or 'Error: {message}'. The spec's redirects come first (temporary account, an
 * active plan other than mini → full, mini without its two themes). A paid plan first shows the order
 * summary (issue 32) with the buyer's express request (issue 27, decision 086: TRLGDCU art. 98.8 and
 * 108.3), an unticked box the pay button needs; a free plan is activated at once.
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
    async (plan: Plan, start: StartChoice | null) => {
      try {
        const themes = plan.slug === miniPlanSlug ? miniThemePair(miniThemeIds) : null
        const session = await createCheckoutSession({
          planId: plan._id,
          ...themes,
          // Issue 32: keeping the trial is its own request; starting now is today's (issue 27).
          ...(start === 'now' ? { immediateStart: true } : start === 'keepTrial' ? { keepTrial: true } : {}),
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
        if (isFree(plan)) await purchase(plan, null)
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
      <OrderSummaryCard
        plan={awaiting}
        user={user}
        onPay={(start) => {
          setAwaiting(null)
          void purchase(awaiting, start)
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
 * The order summary before the provider's page (issue 32): what is bought, the price with tax and its
 * period, the first charge and the renewal terms, the 14-day withdrawal and its pro-rata rule, dates
 * in the service's time zone. During the free trial the member chooses to keep it (the default: the
 * plan starts, and is first charged, at its end) or to start now. Either way the buyer's express
 * request, unticked at first, is what 'Suscribirme y pagar' needs (issue 27, decision 086).
 */
function OrderSummaryCard({
  plan,
  user,
  onPay,
}: {
  plan: Plan
  user: CheckoutUser
  onPay: (start: StartChoice) => void
}) {
  // Read once: the summary must not change under the buyer's eyes while they read it.
  const [now] = useState(() => new Date())
  const trialEnd = keepableTrialEnd(user.activeSubscription, plan, now)
  const [start, setStart] = useState<StartChoice>(trialEnd ? 'keepTrial' : 'now')
  const [requested, setRequested] = useState(false)
  const hintId = useId()
  const timeZone = serviceTimeZone()
  const [tax] = useState(taxTerms)
  // Prices before tax (decision 113): a buyer outside the IVA territory pays none, as their billing
  // details say; the server fixes the amount from the same details, so the button waits for them.
  const needsDetails = tax?.pricesIncludeTax === false
  const details = useBillingDetails(needsDetails)
  const detailsKnown = !needsDetails || details.isSuccess || details.isError
  const summary = orderSummary({
    plan,
    keptTrialEnd: start === 'keepTrial' ? trialEnd : null,
    now,
    timeZone,
    tax,
    exemptIn: outsideTaxTerritory(details.data),
  })
  const choose = (next: StartChoice) => {
    setStart(next)
    // The request named a start: another start needs it asked again.
    setRequested(false)
  }
  return (
    <StatusCard
      icon={CreditCard}
      title={es['checkout.summaryTitle']}
      actions={
        <Button
          size="lg"
          disabled={!requested || !detailsKnown}
          aria-describedby={requested ? undefined : hintId}
          onClick={() => onPay(start)}
        >
          {es['checkout.subscribeAndPay']}
        </Button>
      }
    >
      <dl className="grid gap-x-4 gap-y-2 text-left text-base sm:grid-cols-[auto_1fr]">
        <SummaryRow term={es['checkout.summaryPlan']} value={summary.plan} />
        <SummaryRow term={es['checkout.summaryPrice']} value={summary.price} />
        <SummaryRow term={es['checkout.summaryFirstCharge']} value={summary.firstCharge} />
        <SummaryRow term={es['checkout.summaryRenewal']} value={summary.renewal} />
      </dl>
      {trialEnd ? (
        <fieldset className="flex flex-col gap-3 text-left">
          <legend className="mb-2 text-sm font-semibold text-ink-900">{es['checkout.trialChoice']}</legend>
          <StartOption
            name="start"
            checked={start === 'keepTrial'}
            onChange={() => choose('keepTrial')}
            label={es['checkout.keepTrial']}
            hint={keepTrialHint(trialEnd, timeZone)}
          />
          <StartOption
            name="start"
            checked={start === 'now'}
            onChange={() => choose('now')}
            label={es['checkout.startNow']}
            hint={es['checkout.startNowHint']}
          />
        </fieldset>
      ) : null}
      <p className="text-left text-sm text-ink-700">{summary.withdrawal}</p>
      <Checkbox
        className="text-left"
        label={summary.request}
        checked={requested}
        onChange={(event) => setRequested(event.target.checked)}
      />
      <p id={hintId} className="text-left text-sm text-ink-600">
        {summary.requestHint}
      </p>
    </StatusCard>
  )
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="text-ink-600">{term}</dt>
      <dd className="font-semibold text-ink-900">{value}</dd>
    </>
  )
}

function StartOption({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string
  checked: boolean
  onChange: () => void
  label: string
  hint: string
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 cursor-pointer accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      </div>
    </div>
  )
}
