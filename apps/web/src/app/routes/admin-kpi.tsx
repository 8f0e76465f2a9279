import { Navigate } from 'react-router'
import { KpiPage } from '../../features/admin-stats/components/kpi-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'
import { canReadPlaybackStats } from '../layouts/admin-nav.ts'

/** /admin/kpi: playback statistics, admins only (decision 062); a crmUser goes back to the dashboard. */
export function AdminKpiRoute() {
  const user = useSignedInUser()
  if (!canReadPlaybackStats(user.role)) return <Navigate to="/admin" replace />
  return <KpiPage />
}
