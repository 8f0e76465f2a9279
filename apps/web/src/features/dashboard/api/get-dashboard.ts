import type { DashboardResponse, dashboardResponseSchema, PeriodQuery } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { periodSearch } from '../../../lib/use-period-param.ts'

/** GET /api/stats/dashboard (admin, crmUser): the whole Panel de Control for one period. */
export function getDashboard(period: PeriodQuery, signal?: AbortSignal): Promise<DashboardResponse> {
  return apiRequest<typeof dashboardResponseSchema>(`/api/stats/dashboard?${periodSearch(period)}`, {
    fallbackMessage: es['dashboard.loadFailed'],
    signal,
  })
}

export function getDashboardQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', periodSearch(period)],
    queryFn: ({ signal }) => getDashboard(period, signal),
    // The figures of the period before stay on screen while the next period loads.
    placeholderData: keepPreviousData,
  })
}

export function useDashboard(period: PeriodQuery) {
  return useQuery(getDashboardQueryOptions(period))
}
