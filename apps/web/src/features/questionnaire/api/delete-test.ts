import type { deleteTestResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { updateSessionUser } from '../../../lib/session-store.ts'
import { testHistoryQueryKey } from './get-test-history.ts'

/** Deletes the person's answers and results (every take); the account stays. */
export function deleteTest() {
  return apiRequest<typeof deleteTestResponseSchema>('/api/users/test', {
    method: 'DELETE',
    fallbackMessage: es['questionnaire.deleteFailed'],
  })
}

export function useDeleteTest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTest,
    onSuccess: ({ user }) => {
      updateSessionUser(user)
      queryClient.removeQueries({ queryKey: testHistoryQueryKey })
    },
  })
}
