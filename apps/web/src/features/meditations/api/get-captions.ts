import { es } from '@sosiego/shared/messages/panel'
import type { z } from 'zod'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import type { StreamUrl } from './get-stream-url.ts'

/**
 * GET /api/audios/captions-url/{id} (issue 34): a signed URL to the item's WebVTT, on the stream
 * URL's rule (403 outside the member's plan, 404 when the item has none).
 */
export async function getCaptionsUrl(id: string, signal?: AbortSignal): Promise<StreamUrl> {
  const response = await apiRequest<z.ZodType<{ data: StreamUrl }>>(
    `/api/audios/captions-url/${encodeURIComponent(id)}`,
    { fallbackMessage: es['panelCaptions.failed'], signal },
  )
  return response.data
}

/** The WebVTT text behind a signed URL: the URL is the permission, no session needed. */
export async function getCaptionsText(id: string, signal?: AbortSignal): Promise<string> {
  const { url } = await getCaptionsUrl(id, signal)
  const response = await fetch(url, { signal })
  if (!response.ok) throw new ApiError(es['panelCaptions.failed'], response.status)
  return response.text()
}
