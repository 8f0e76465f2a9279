import {
  type AudioPlaytimeRow,
  type CategoryPlaytimeRow,
  es,
  type PeriodQuery,
  statsScopeAll,
  type ThemePlaytimeRow,
} from '@sosiego/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { periodSearch } from '../../../lib/use-period-param.ts'

export const playbackStatsQueryKey = ['admin', 'playback-stats'] as const

/** What each top list is, and the spec's call that answers it (back-office spec §7). */
const paths = {
  categories: '/api/stats/crm/audio-playtime/categories',
  themes: '/api/stats/crm/audio-playtime/themes',
  audios: '/api/stats/crm/audio-playtime',
} as const
type TopKind = keyof typeof paths
type RowOf = { categories: CategoryPlaytimeRow; themes: ThemePlaytimeRow; audios: AudioPlaytimeRow }

/**
 * GET /api/stats/crm/audio-playtime[/themes|/categories]/{id} (admin): the top 5 of the period,
 * over everyone (`all`, the statistics page) or over one member (their id, the Clientes editor).
 */
export async function getTopListening<Kind extends TopKind>(
  kind: Kind,
  period: PeriodQuery,
  scope: string = statsScopeAll,
  signal?: AbortSignal,
): Promise<RowOf[Kind][]> {
  return apiRequest<z.ZodType<RowOf[Kind][]>>(`${paths[kind]}/${scope}?${periodSearch(period)}`, {
    fallbackMessage: es['stats.kpi.failed'],
    signal,
  })
}

export function getTopListeningQueryOptions<Kind extends TopKind>(
  kind: Kind,
  period: PeriodQuery,
  scope: string = statsScopeAll,
) {
  return queryOptions({
    queryKey: [...playbackStatsQueryKey, kind, scope, period],
    queryFn: ({ signal }) => getTopListening(kind, period, scope, signal),
  })
}

export function useTopListening<Kind extends TopKind>(
  kind: Kind,
  period: PeriodQuery,
  scope: string = statsScopeAll,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...getTopListeningQueryOptions(kind, period, scope), ...options })
}
