import { es } from '@sosiego/shared/messages/back-office'
import { Navigate } from 'react-router'
import { BusinessPage } from '../../features/admin-business/components/business-page.tsx'
import type { RouteHandle } from '../../lib/page-title.ts'
import { useSignedInUser } from '../../lib/session-store.ts'
import { canReadBusiness } from '../layouts/admin-nav.ts'

export const businessHandle: RouteHandle = { title: es['business.pageTitle'] }

/** /admin/negocio: the business figures, admins only (decision 117); a crmUser goes back to the dashboard. */
export function AdminBusinessRoute() {
  const user = useSignedInUser()
  if (!canReadBusiness(user.role)) return <Navigate to="/admin" replace />
  return <BusinessPage />
}
