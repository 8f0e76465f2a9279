import { useState } from 'react'
import { RequireActiveSubscription } from '../../features/auth/components/guards.tsx'
import { MeditationsPage } from '../../features/meditations/components/meditations-page.tsx'
import { ReviewButton } from '../../features/reviews/components/review-button.tsx'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'

const PlanPickerDialog = lazyNamed(
  () => import('../../features/plans/components/plan-picker-dialog.tsx'),
  'PlanPickerDialog',
)

/**
 * /panel/meditaciones: needs an active subscription (others land on /404, spec §2); a locked item
 * opens the plan picker, whose 'Adquirir plan' leads to the checkout. The review button sits by the
 * heading (issue 13).
 */
export function PanelMeditationsRoute() {
  const [pickerOpen, setPickerOpen] = useState(false)
  return (
    <RequireActiveSubscription>
      {(user) => (
        <>
          <MeditationsPage
            testResult={user.tookTest ? user.testResult : null}
            onUpgrade={() => setPickerOpen(true)}
            headerAction={<ReviewButton />}
          />
          <Deferred when={pickerOpen}>
            <PlanPickerDialog
              open={pickerOpen}
              onOpenChange={setPickerOpen}
              activeSubscription={user.activeSubscription}
            />
          </Deferred>
        </>
      )}
    </RequireActiveSubscription>
  )
}
