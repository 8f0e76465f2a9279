import { es } from '@sosiego/shared/messages/panel'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/stats/total-playtime: the member's counted listening, the server's own total. */
export async function getListeningTotal(signal?: AbortSignal): Promise<number> {
  const body = await apiRequest<never>('/api/stats/total-playtime', {
    fallbackMessage: es['reviews.submitFailed'],
    signal,
  })
  const total = (body as { totalSeconds?: unknown }).totalSeconds
  return typeof total === 'number' ? total : 0
}

export const listeningTotalQueryKey = ['stats', 'total-playtime'] as const
