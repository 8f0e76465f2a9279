import type {
  BusinessCohorts,
  BusinessContentRetention,
  BusinessSummary,
  businessCohortsResponseSchema,
  businessContentRetentionResponseSchema,
  businessSummaryResponseSchema,
  PeriodQuery,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { periodSearch } from '../../../lib/use-period-param.ts'

/** How many monthly cohorts the page shows: a year back, and the current month. */
export const cohortMonths = 12

/** GET /api/business/summary?period=… (admin only): revenue, members, conversion, churn and reasons. */
export async function getBusinessSummary(
  period: PeriodQuery,
  signal?: AbortSignal,
): Promise<BusinessSummary> {
  const response = await apiRequest<typeof businessSummaryResponseSchema>(
    `/api/business/summary?${periodSearch(period)}`,
    { fallbackMessage: es['business.loadFailed'], signal },
  )
  return response.data
}

/** GET /api/business/cohorts?months=… (admin only): monthly cohorts by first payment. */
export async function getBusinessCohorts(signal?: AbortSignal): Promise<BusinessCohorts> {
  const response = await apiRequest<typeof businessCohortsResponseSchema>(
    `/api/business/cohorts?months=${cohortMonths}`,
    { fallbackMessage: es['business.loadFailed'], signal },
  )
  return response.data
}

/** GET /api/business/content-retention?months=… (admin only): early listening against 90-day retention. */
export async function getBusinessContentRetention(signal?: AbortSignal): Promise<BusinessContentRetention> {
  const response = await apiRequest<typeof businessContentRetentionResponseSchema>(
    `/api/business/content-retention?months=${cohortMonths}`,
    { fallbackMessage: es['business.loadFailed'], signal },
  )
  return response.data
}

export function useBusinessSummary(period: PeriodQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'business', 'summary', periodSearch(period)],
      queryFn: ({ signal }) => getBusinessSummary(period, signal),
      // The figures of the period before stay on screen while the next period loads.
      placeholderData: keepPreviousData,
    }),
  )
}

// Cohorts and content do not depend on the period: one request each per visit.
export function useBusinessCohorts() {
  return useQuery({
    queryKey: ['admin', 'business', 'cohorts', cohortMonths],
    queryFn: ({ signal }) => getBusinessCohorts(signal),
  })
}

export function useBusinessContentRetention() {
  return useQuery({
    queryKey: ['admin', 'business', 'content-retention', cohortMonths],
    queryFn: ({ signal }) => getBusinessContentRetention(signal),
  })
}
