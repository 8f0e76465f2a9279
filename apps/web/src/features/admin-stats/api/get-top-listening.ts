import {
  type AudioPlaytimeRow,
  type CategoryPlaytimeRow,
  type PeriodQuery,
  statsScopeAll,
  type ThemePlaytimeRow,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
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
  limit?: number,
): Promise<RowOf[Kind][]> {
  const search = `${periodSearch(period)}${limit === undefined ? '' : `&limit=${limit}`}`
  return apiRequest<z.ZodType<RowOf[Kind][]>>(`${paths[kind]}/${scope}?${search}`, {
    fallbackMessage: es['stats.kpi.failed'],
    signal,
  })
}

export function getTopListeningQueryOptions<Kind extends TopKind>(
  kind: Kind,
  period: PeriodQuery,
  scope: string = statsScopeAll,
  limit?: number,
) {
  return queryOptions({
    queryKey: [...playbackStatsQueryKey, kind, scope, period, limit ?? 'top'],
    queryFn: ({ signal }) => getTopListening(kind, period, scope, signal, limit),
  })
}

/** `limit` (1..100): more than the top 5, e.g. every category to sum a member's whole listening. */
export function useTopListening<Kind extends TopKind>(
  kind: Kind,
  period: PeriodQuery,
  scope: string = statsScopeAll,
  options: { enabled?: boolean; limit?: number } = {},
) {
  const { limit, ...query } = options
  return useQuery({ ...getTopListeningQueryOptions(kind, period, scope, limit), ...query })
}
