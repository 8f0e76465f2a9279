import type { PeriodQuery, ProgramStats } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { localDay } from '../../../lib/local-day.ts'
import { periodDays } from '../lib/period-days.ts'
import { playbackStatsQueryKey } from './get-top-listening.ts'

type StatsAnswer = { success: true; message: string; data: ProgramStats }

/** GET /api/programs/admin/stats?from&to: per program, runs started in the period and where they stop. */
async function getProgramStats(days: { from: string; to: string }, signal?: AbortSignal) {
  const search = new URLSearchParams(days).toString()
  const answer = await apiRequest<ZodType<StatsAnswer>>(`/api/programs/admin/stats?${search}`, {
    fallbackMessage: es['stats.programs.failed'],
    signal,
  })
  return answer.data
}

export function useProgramStats(period: PeriodQuery) {
  const days = periodDays(period, localDay())
  return useQuery(
    queryOptions({
      queryKey: [...playbackStatsQueryKey, 'programs', days.from, days.to],
      queryFn: ({ signal }) => getProgramStats(days, signal),
    }),
  )
}
