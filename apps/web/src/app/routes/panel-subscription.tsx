import { useState } from 'react'
import { checkSession } from '../../features/auth/session.ts'
import { BillingDetailsForm } from '../../features/billing/components/billing-details-form.tsx'
import { InvoicesSection } from '../../features/billing/components/invoices-section.tsx'
import { RenewalPanel } from '../../features/billing/components/renewal-panel.tsx'
import { SubscriptionFrame, SubscriptionPage } from '../../features/billing/components/subscription-page.tsx'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'
import { useSessionWait } from '../layouts/session-wait.tsx'

const PlanPickerDialog = lazyNamed(
  () => import('../../features/plans/components/plan-picker-dialog.tsx'),
  'PlanPickerDialog',
)

/** /panel/suscripcion: Mi Suscripción, and the plan picker its 'Actualizar plan' opens. */
export function PanelSubscriptionRoute() {
  return useSessionWait() ? <SubscriptionFrame /> : <PanelSubscription />
}

function PanelSubscription() {
  const user = useSignedInUser()
  const [pickerOpen, setPickerOpen] = useState(false)
  return (
    <>
      <SubscriptionPage
        user={user}
        onChangePlan={() => setPickerOpen(true)}
        renewal={
          <RenewalPanel
            enabled={user.activeSubscription?.status === 'active'}
            revalidateSession={checkSession}
          />
        }
      />
      <div className="mx-auto mt-10 flex w-full max-w-3xl flex-col gap-10">
        <InvoicesSection />
        <BillingDetailsForm />
      </div>
      <Deferred when={pickerOpen}>
        <PlanPickerDialog
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          activeSubscription={user.activeSubscription}
        />
      </Deferred>
    </>
  )
}
