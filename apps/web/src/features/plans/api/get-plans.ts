import type { Plan, planListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The active plans, as the public site and the apps list them. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const response = await apiRequest<typeof planListResponseSchema>('/api/plans/list', {
    fallbackMessage: es['plans.loadFailed'],
    signal,
  })
  return response.data
}

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
  })
}

export function usePlans() {
  return useQuery(getPlansQueryOptions())
}
