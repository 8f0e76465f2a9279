import { type CheckoutUser, checkoutRedirect, es, miniPlanSlug, miniThemePair, t } from '@sosiego/shared'
import { CircleAlert, CreditCard } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { isTemporaryAccount } from '../../../lib/auth-storage.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
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

/**
 * /checkout/{planSlug} (spec §2, §4): 'Procesando tu solicitud...' while the plan is looked up and a
 * checkout session made, then off to the provider; or 'Error: {message}'. The spec's redirects come
 * first (temporary account, an active plan other than mini → full, mini without its two themes).
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
  // Once per plan: strict mode runs effects twice, and a revalidated session must not start another.
  const started = useRef<string | null>(null)

  useEffect(() => {
    if (started.current === planSlug) return
    started.current = planSlug
    setFailure(null)
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
        const themes = plan.slug === miniPlanSlug ? miniThemePair(miniThemeIds) : null
        const session = await createCheckoutSession({ planId: plan._id, ...themes })
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
    }
    void start()
  }, [planSlug, user, miniThemeIds, navigate, onPlanActivated, leaveFor])

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
  return (
    <StatusCard icon={CreditCard} title={es['pageTitle.checkout']}>
      <p role="status" className="flex items-center gap-3 text-base text-ink-700">
        <Spinner label={null} className="size-5 text-primary-600" />
        {es['checkout.processing']}
      </p>
    </StatusCard>
  )
}
