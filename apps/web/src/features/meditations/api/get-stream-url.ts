import { es } from '@sosiego/shared/messages/panel'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/** A signed media URL: it works for 10 minutes, then the player asks for a new one (decision 038). */
export type StreamUrl = { url: string; expiresAt: string }

/** GET /api/audios/stream-url/{id}: 403 when the member's plan does not reach the item. */
export async function getStreamUrl(id: string, signal?: AbortSignal): Promise<StreamUrl> {
  const response = await apiRequest<z.ZodType<{ data: StreamUrl }>>(
    `/api/audios/stream-url/${encodeURIComponent(id)}`,
    { fallbackMessage: es['meditations.streamFailed'], signal },
  )
  return response.data
}

/** Whether a URL is about to stop working (a few seconds early: the next request must still pass). */
export function isExpiring(streamUrl: StreamUrl, now = Date.now()): boolean {
  return Date.parse(streamUrl.expiresAt) - now < 15_000
}
