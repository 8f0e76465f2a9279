import { ProgressPage } from '../../features/progress/components/progress-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

/** /panel/progreso: Mi progreso, with a way on to Meditaciones while the plan lets them listen. */
export function PanelProgressRoute() {
  const user = useSignedInUser()
  return <ProgressPage canListen={user.activeSubscription?.status === 'active'} />
}
