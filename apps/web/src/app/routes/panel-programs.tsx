import { es } from '@sosiego/shared/messages/panel'
import { useParams } from 'react-router'
import { useItemPlayer } from '../../features/meditations/player/use-item-player.tsx'
import { ProgramPage } from '../../features/programs/components/program-page.tsx'
import { ProgramsPage } from '../../features/programs/components/programs-page.tsx'
import type { RouteHandle } from '../../lib/page-title.ts'
import { usePlanPicker } from './plan-picker.tsx'

export const programsHandle: RouteHandle = { title: es['panelPrograms.title'] }

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
