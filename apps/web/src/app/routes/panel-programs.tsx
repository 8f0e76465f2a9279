import { es } from '@sosiego/shared/messages/panel'
import { useState } from 'react'
import { useParams } from 'react-router'
import { useItemPlayer } from '../../features/meditations/player/use-item-player.tsx'
import { ProgramPage } from '../../features/programs/components/program-page.tsx'
import { ProgramsPage } from '../../features/programs/components/programs-page.tsx'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import type { RouteHandle } from '../../lib/page-title.ts'
import { useSignedInUser } from '../../lib/session-store.ts'

const PlanPickerDialog = lazyNamed(
  () => import('../../features/plans/components/plan-picker-dialog.tsx'),
  'PlanPickerDialog',
)

export const programsHandle: RouteHandle = { title: es['panelPrograms.title'] }

/** The plan picker, opened by 'Mejorar plan' and 'Adquirir plan' (as Meditaciones' locked items do). */
function usePlanPicker() {
  const user = useSignedInUser()
  const [open, setOpen] = useState(false)
  const picker = (
    <Deferred when={open}>
      <PlanPickerDialog open={open} onOpenChange={setOpen} activeSubscription={user.activeSubscription} />
    </Deferred>
  )
  return { openPicker: () => setOpen(true), picker, canListen: user.activeSubscription?.status === 'active' }
}

/** /panel/programas (issue 30). */
export function PanelProgramsRoute() {
  const { openPicker, picker } = usePlanPicker()
  return (
    <>
      <ProgramsPage onUpgrade={openPicker} />
      {picker}
    </>
  )
}

/** /panel/programas/:id: a step plays in meditations' player bar, or its video modal. */
export function PanelProgramRoute() {
  const { id = '' } = useParams()
  const { openPicker, picker, canListen } = usePlanPicker()
  const player = useItemPlayer({ canListen, onUpgrade: openPicker })
  return (
    <>
      <ProgramPage key={id} id={id} onPlay={(item) => player.play(item)} onUpgrade={openPicker} />
      {player.dialog}
      {picker}
    </>
  )
}
