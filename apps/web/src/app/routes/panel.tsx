import { RequirePanelAccess } from '../../features/auth/components/guards.tsx'
import { useSignOut } from '../../features/auth/session.ts'
import { PanelLayout } from '../layouts/panel-layout.tsx'

/** /panel and its children: the panel guard, then the panel frame (the same while the session is checked). */
export function PanelRoute() {
  const signOut = useSignOut()
  const onLogout = () => void signOut()
  return (
    <RequirePanelAccess waiting={<PanelLayout user={null} onLogout={onLogout} />}>
      {(user) => <PanelLayout user={user} onLogout={onLogout} />}
    </RequirePanelAccess>
  )
}
