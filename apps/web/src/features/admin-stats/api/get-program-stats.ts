import type { PeriodQuery, ProgramStats } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { periodSearch } from '../../../lib/use-period-param.ts'
import { playbackStatsQueryKey } from './get-top-listening.ts'

type StatsAnswer = { success: true; message: string; data: ProgramStats }

/** GET /api/programs/admin/stats?period…: per program, runs started in the period and where they stop. */
async function getProgramStats(period: PeriodQuery, signal?: AbortSignal) {
  const answer = await apiRequest<ZodType<StatsAnswer>>(`/api/programs/admin/stats?${periodSearch(period)}`, {
    fallbackMessage: es['stats.programs.failed'],
    signal,
  })
  return answer.data
}

export function useProgramStats(period: PeriodQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...playbackStatsQueryKey, 'programs', period],
      queryFn: ({ signal }) => getProgramStats(period, signal),
    }),
  )
}
