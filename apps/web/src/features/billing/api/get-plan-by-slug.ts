import type { Plan, planResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/plans/name/{slug}: the plan a checkout is for (its id is what the payment call takes). */
export async function getPlanBySlug(slug: string, signal?: AbortSignal): Promise<Plan> {
  const response = await apiRequest<typeof planResponseSchema>(
    `/api/plans/name/${encodeURIComponent(slug)}`,
    {
      fallbackMessage: es['checkout.getPlanFailed'],
      signal,
    },
  )
  return response.data
}
