import { es } from '@sosiego/shared/messages/panel'
import { CreditCard, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { openBillingPortal } from '../api/open-billing-portal.ts'

/**
 * Issue 32: on every panel page while a declined renewal is being retried (the session user's
 * `paymentPending`): the plan is kept meanwhile, and the button opens the provider's customer portal
 * (the endpoint Mi Suscripción's 'Actualizar tarjeta' uses). A provider without a portal (the local
 * test provider) sends the member to Mi Suscripción instead.
 */
export function PaymentPendingBanner({ pending }: { pending: boolean }) {
  const navigate = useNavigate()
  const [opening, setOpening] = useState(false)
  if (!pending) return null
  const updateCard = async () => {
    setOpening(true)
    try {
      window.location.assign(await openBillingPortal())
    } catch (error) {
      setOpening(false)
      if (error instanceof ApiError && error.code === 'payments.portalUnavailable')
        return void navigate('/panel/suscripcion')
      notify.error(errorMessage(error, es['subscription.renewal.failed']))
    }
  }
  return (
    <div
      role="alert"
      className="mx-4 mt-4 flex flex-col gap-3 rounded-2xl border border-danger-100 bg-danger-50 p-4 text-danger-700 sm:flex-row sm:items-center sm:justify-between md:mx-8"
    >
      <p className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="font-semibold">{es['billingNotice.paymentPending']}</strong>{' '}
          <span className="text-ink-800">{es['billingNotice.keptMeanwhile']}</span>
        </span>
      </p>
      <Button size="sm" variant="outline" onClick={updateCard} loading={opening}>
        <CreditCard aria-hidden="true" className="size-4" />
        {es['billingNotice.updateCard']}
      </Button>
    </div>
  )
}
