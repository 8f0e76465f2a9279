import type { healthConsentResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { updateSessionUser } from '../../../lib/session-store.ts'
import { testHistoryQueryKey } from './get-test-history.ts'

/**
 * Withdraws the consent (decision 100): the answers of every take are deleted, and the results too
 * unless the member keeps their recommendation.
 */
export function withdrawHealthConsent({ keepRecommendation }: { keepRecommendation: boolean }) {
  return apiRequest<typeof healthConsentResponseSchema>(
    `/api/users/health-consent?keepRecommendation=${keepRecommendation}`,
    { method: 'DELETE', fallbackMessage: es['questionnaire.withdrawFailed'] },
  )
}

export function useWithdrawHealthConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawHealthConsent,
    onSuccess: ({ user }) => {
      updateSessionUser(user)
      queryClient.removeQueries({ queryKey: testHistoryQueryKey })
    },
  })
}
