import type { Progress, progressResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/progress: the signed-in member's Mi progreso, in one call (issue 17). */
export async function getProgress(signal?: AbortSignal): Promise<Progress> {
  const response = await apiRequest<typeof progressResponseSchema>('/api/progress', {
    fallbackMessage: es['progress.failed'],
    signal,
  })
  return response.data
}

export function getProgressQueryOptions() {
  // Listening goes on in the player bar while the page is open: read it fresh each visit.
  return queryOptions({ queryKey: ['progress'], queryFn: ({ signal }) => getProgress(signal), staleTime: 0 })
}

export function useProgress() {
  return useQuery(getProgressQueryOptions())
}
