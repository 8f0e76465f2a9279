import { useState } from 'react'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

const PlanPickerDialog = lazyNamed(
  () => import('../../features/plans/components/plan-picker-dialog.tsx'),
  'PlanPickerDialog',
)

/**
 * The plan picker for a panel page: 'Mejorar plan', 'Adquirir plan' and locked items open it (as
 * Meditaciones' locked items do); its code loads the first time it opens. `picker` is to be rendered.
 */
export function usePlanPicker() {
  const user = useSignedInUser()
  const [open, setOpen] = useState(false)
  const picker = (
    <Deferred when={open}>
      <PlanPickerDialog open={open} onOpenChange={setOpen} activeSubscription={user.activeSubscription} />
    </Deferred>
  )
  return { openPicker: () => setOpen(true), picker, canListen: user.activeSubscription?.status === 'active' }
}
