import { type PeriodQuery, type RecommendationShare, statsScopeAll } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { periodSearch } from '../../../lib/use-period-param.ts'
import { playbackStatsQueryKey } from './get-top-listening.ts'

/** GET /api/stats/crm/recommendation-share/all (admin): did the test's recommendations get played? */
export async function getRecommendationShare(
  period: PeriodQuery,
  signal?: AbortSignal,
): Promise<RecommendationShare> {
  return apiRequest<z.ZodType<RecommendationShare>>(
    `/api/stats/crm/recommendation-share/${statsScopeAll}?${periodSearch(period)}`,
    { fallbackMessage: es['stats.kpi.failed'], signal },
  )
}

export function getRecommendationShareQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: [...playbackStatsQueryKey, 'recommendations', period],
    queryFn: ({ signal }) => getRecommendationShare(period, signal),
  })
}

export function useRecommendationShare(period: PeriodQuery) {
  return useQuery(getRecommendationShareQueryOptions(period))
}
