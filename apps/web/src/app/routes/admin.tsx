import { RequireAdmin } from '../../features/auth/components/guards.tsx'
import { useSignOut } from '../../features/auth/session.ts'
import { AdminLayout, AdminWaitingFrame } from '../layouts/admin-layout.tsx'

/** /admin and its children: admin and crmUser only, in the back-office frame. */
export function AdminRoute() {
  const signOut = useSignOut()
  return (
    <RequireAdmin waiting={<AdminWaitingFrame />}>
      {(user) => <AdminLayout user={user} onLogout={() => void signOut()} />}
    </RequireAdmin>
  )
}
