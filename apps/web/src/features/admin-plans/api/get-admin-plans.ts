import type { Plan, planListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** Every plan, inactive ones too (admin only), so a plan switched off can be switched on again. */
export async function getAdminPlans(signal?: AbortSignal): Promise<Plan[]> {
  const response = await apiRequest<typeof planListResponseSchema>('/api/plans/list?includeInactive=true', {
    fallbackMessage: es['adminPlans.loadFailed'],
    signal,
  })
  return response.data
}

export const adminPlansQueryKey = ['admin', 'plans'] as const

export function getAdminPlansQueryOptions() {
  return queryOptions({ queryKey: adminPlansQueryKey, queryFn: ({ signal }) => getAdminPlans(signal) })
}

export function useAdminPlans() {
  return useQuery(getAdminPlansQueryOptions())
}
