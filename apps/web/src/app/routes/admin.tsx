import { RequireAdmin } from '../../features/auth/components/guards.tsx'
import { useSignOut } from '../../features/auth/session.ts'
import { AdminLayout } from '../layouts/admin-layout.tsx'

/** /admin and its children: admin and crmUser only, in the back-office frame (the same while the session is checked). */
export function AdminRoute() {
  const signOut = useSignOut()
  const onLogout = () => void signOut()
  return (
    <RequireAdmin waiting={<AdminLayout user={null} onLogout={onLogout} />}>
      {(user) => <AdminLayout user={user} onLogout={onLogout} />}
    </RequireAdmin>
  )
}
