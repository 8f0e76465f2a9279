import { useState } from 'react'
import { RequirePanelAccess } from '../../features/auth/components/guards.tsx'
import { MeditationsFrame, MeditationsPage } from '../../features/meditations/components/meditations-page.tsx'
import { ReviewButton } from '../../features/reviews/components/review-button.tsx'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useSessionWait } from '../layouts/session-wait.tsx'

const PlanPickerDialog = lazyNamed(
  () => import('../../features/plans/components/plan-picker-dialog.tsx'),
  'PlanPickerDialog',
)

/**
 * /panel/meditaciones. A member with a plan in force listens; one without sees the catalogue
 * locked and 'Adquirir plan', which opens the plan picker (spec §6, issue 17; the server refuses
 * them the media). A locked item opens the picker too. The review button sits by the heading
 * (issue 13). The panel guard (not an active-subscription guard) admits both.
 */
export function PanelMeditationsRoute() {
  return useSessionWait() ? <MeditationsFrame /> : <PanelMeditations />
}

function PanelMeditations() {
  const [pickerOpen, setPickerOpen] = useState(false)
  return (
    <RequirePanelAccess>
      {(user) => {
        const canListen = user.activeSubscription?.status === 'active'
        return (
          <>
            <MeditationsPage
              testResult={user.tookTest ? user.testResult : null}
              onUpgrade={() => setPickerOpen(true)}
              canListen={canListen}
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
        )
      }}
    </RequirePanelAccess>
  )
}
