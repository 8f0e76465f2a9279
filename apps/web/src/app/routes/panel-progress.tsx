import { ProgressFrame, ProgressPage } from '../../features/progress/components/progress-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'
import { useSessionWait } from '../layouts/session-wait.tsx'

/** /panel/progreso: Mi progreso, with a way on to Meditaciones while the plan lets them listen. */
export function PanelProgressRoute() {
  return useSessionWait() ? <ProgressFrame /> : <PanelProgress />
}

function PanelProgress() {
  const user = useSignedInUser()
  return <ProgressPage canListen={user.activeSubscription?.status === 'active'} />
}
