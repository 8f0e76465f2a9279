import type { RenewalState, renewalStateResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { renewalStateQueryKey } from './get-renewal-state.ts'

/**
 * POST /api/payments/subscription/cancel-renewal ('Cancelar renovación') or /resume ('Reanudar'):
 * answers the new renewal state, which replaces the cached one.
 */
export async function changeRenewal(action: 'cancel' | 'resume'): Promise<RenewalState> {
  const path = action === 'cancel' ? 'cancel-renewal' : 'resume'
  const response = await apiRequest<typeof renewalStateResponseSchema>(`/api/payments/subscription/${path}`, {
    method: 'POST',
    fallbackMessage: es['subscription.renewal.failed'],
  })
  return response.data
}

export function useChangeRenewal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeRenewal,
    onSuccess: (state) => queryClient.setQueryData(renewalStateQueryKey, state),
  })
}
