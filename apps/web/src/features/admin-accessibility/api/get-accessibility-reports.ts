import type { AccessibilityReportListResponse, accessibilityReportListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/accessibility/reports (admin, crmUser): one page, newest first. */
export async function getAccessibilityReports(
  page: number,
  signal?: AbortSignal,
): Promise<AccessibilityReportListResponse> {
  return apiRequest<typeof accessibilityReportListResponseSchema>(`/api/accessibility/reports?page=${page}`, {
    fallbackMessage: es['accessibilityReports.loadFailed'],
    signal,
  })
}

export function getAccessibilityReportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['admin', 'accessibility-reports', page],
    queryFn: ({ signal }) => getAccessibilityReports(page, signal),
    placeholderData: keepPreviousData,
  })
}

export function useAccessibilityReports(page: number) {
  return useQuery(getAccessibilityReportsQueryOptions(page))
}
