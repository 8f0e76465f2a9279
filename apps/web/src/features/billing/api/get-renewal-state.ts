import type { RenewalState, renewalStateResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const renewalStateQueryKey = ['billing', 'renewal'] as const

/** GET /api/payments/subscription/renewal: whether the plan in force renews, and the withdrawal deadline. */
export async function getRenewalState(signal?: AbortSignal): Promise<RenewalState> {
  const response = await apiRequest<typeof renewalStateResponseSchema>('/api/payments/subscription/renewal', {
    fallbackMessage: es['subscription.renewal.failed'],
    signal,
  })
  return response.data
}

export const renewalStateQuery = () =>
  queryOptions({ queryKey: renewalStateQueryKey, queryFn: ({ signal }) => getRenewalState(signal) })

/** `enabled`: only while a plan is in force (nothing to ask otherwise). */
export function useRenewalState(enabled: boolean) {
  return useQuery({ ...renewalStateQuery(), enabled })
}
