import type { TakeTestResponse, TestAnswers, takeTestResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { updateSessionUser } from '../../../lib/session-store.ts'
import { testHistoryQueryKey } from './get-test-history.ts'

export type SubmitTestInput = {
  answers: TestAnswers
  /** A person who already has a result retakes (PUT); otherwise they take it (POST). */
  retake: boolean
  /** The consent a visitor gave before answering, recorded with these answers (decision 100). */
  healthConsent?: boolean
}

/** Sends the ten answers; the server scores them and answers the result and the updated session user. */
export function submitTest({ answers, retake, healthConsent }: SubmitTestInput): Promise<TakeTestResponse> {
  return apiRequest<typeof takeTestResponseSchema>(
    retake ? '/api/users/retake-test' : '/api/users/take-test',
    {
      method: retake ? 'PUT' : 'POST',
      body: healthConsent ? { answers, healthConsent } : { answers },
      fallbackMessage: es[retake ? 'questionnaire.updateFailed' : 'questionnaire.saveFailed'],
    },
  )
}

/** The navigation bar's 'Ver Test' and every result view follow at once. */
export function useSubmitTest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitTest,
    onSuccess: ({ user }) => {
      updateSessionUser(user)
      void queryClient.invalidateQueries({ queryKey: testHistoryQueryKey })
    },
  })
}
