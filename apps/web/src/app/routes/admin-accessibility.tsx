import { es } from '@sosiego/shared/messages/back-office'
import { AccessibilityReportsPage } from '../../features/admin-accessibility/components/accessibility-reports-page.tsx'
import type { RouteHandle } from '../../lib/page-title.ts'

export const accessibilityReportsHandle: RouteHandle = { title: es['accessibilityReports.pageTitle'] }

/** /admin/accesibilidad: the accessibility reports (issue 34); admin and crmUser read them. */
export function AdminAccessibilityRoute() {
  return <AccessibilityReportsPage />
}
