import type { CancelReasonBody, RenewalState, renewalStateResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { renewalStateQueryKey } from './get-renewal-state.ts'

export type RenewalChange = { action: 'cancel'; reason?: CancelReasonBody } | { action: 'resume' }

/**
 * POST /api/payments/subscription/cancel-renewal ('Cancelar renovación', with the optional answer to
 * '¿Por qué cancelas?' as its body, issue 33) or /resume ('Reanudar'): answers the new renewal
 * state, which replaces the cached one.
 */
export async function changeRenewal(change: RenewalChange): Promise<RenewalState> {
  const path = change.action === 'cancel' ? 'cancel-renewal' : 'resume'
  const response = await apiRequest<typeof renewalStateResponseSchema>(`/api/payments/subscription/${path}`, {
    method: 'POST',
    body: change.action === 'cancel' ? change.reason : undefined,
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
