import { Navigate } from 'react-router'
import { PlansPage } from '../../features/admin-plans/components/plans-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'
import { canManagePlans } from '../layouts/admin-nav.ts'

/** /admin/planes: admins only (decision 031); a crmUser goes back to the dashboard. */
export function AdminPlansRoute() {
  const user = useSignedInUser()
  if (!canManagePlans(user.role)) return <Navigate to="/admin" replace />
  return <PlansPage />
}
