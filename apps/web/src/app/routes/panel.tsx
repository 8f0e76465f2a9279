import { RequirePanelAccess } from '../../features/auth/components/guards.tsx'
import { useSignOut } from '../../features/auth/session.ts'
import { PendingAnswersRedirect } from '../../features/questionnaire/components/pending-answers-redirect.tsx'
import { PanelLayout, PanelWaitingFrame } from '../layouts/panel-layout.tsx'

/** /panel and its children: the panel guard, then the panel frame. */
export function PanelRoute() {
  const signOut = useSignOut()
  return (
    <RequirePanelAccess waiting={<PanelWaitingFrame />}>
      {(user) => (
        <>
          <PendingAnswersRedirect user={user} />
          <PanelLayout
            user={user}
            hasActiveSubscription={user.activeSubscription?.status === 'active'}
            onLogout={() => void signOut()}
          />
        </>
      )}
    </RequirePanelAccess>
  )
}
