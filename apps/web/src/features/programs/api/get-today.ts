import type { Today } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/today: 'Tu meditación de hoy' (planned by staff, or picked by the rule) and tomorrow's. */
export async function getToday(signal?: AbortSignal): Promise<Today> {
  const response = await apiRequest<z.ZodType<{ success: true; message: string; data: Today }>>(
    '/api/today',
    {
      fallbackMessage: es['panelHome.todayFailed'],
      signal,
    },
  )
  return response.data
}

export const todayQueryKey = ['today'] as const

export function getTodayQueryOptions() {
  // The day changes at midnight, not by the minute: a visit reads it once, a new visit again.
  return queryOptions({
    queryKey: todayQueryKey,
    queryFn: ({ signal }) => getToday(signal),
    staleTime: 60_000,
  })
}

export function useToday(enabled = true) {
  return useQuery({ ...getTodayQueryOptions(), enabled })
}
