import { useState } from 'react'
import { checkSession } from '../../features/auth/session.ts'
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
