import { type CaptionsShare, type PeriodQuery, statsScopeAll } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { periodSearch } from '../../../lib/use-period-param.ts'
import { playbackStatsQueryKey } from './get-top-listening.ts'

/** GET /api/stats/crm/captions-share/all (admin): how much listening had captions or a transcript. */
export async function getCaptionsShare(period: PeriodQuery, signal?: AbortSignal): Promise<CaptionsShare> {
  return apiRequest<z.ZodType<CaptionsShare>>(
    `/api/stats/crm/captions-share/${statsScopeAll}?${periodSearch(period)}`,
    { fallbackMessage: es['stats.kpi.failed'], signal },
  )
}

export function getCaptionsShareQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: [...playbackStatsQueryKey, 'captions', period],
    queryFn: ({ signal }) => getCaptionsShare(period, signal),
  })
}

export function useCaptionsShare(period: PeriodQuery) {
  return useQuery(getCaptionsShareQueryOptions(period))
}
