import type { messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/**
 * POST /api/users/reset-password-email: the reset link, or the set-password link for an account that
 * has no password yet. Answers the same whether the account exists or not.
 */
export async function requestPasswordEmail(email: string): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/reset-password-email', {
    method: 'POST',
    body: { email },
    fallbackMessage: es['auth.sendEmailFailed'],
  })
  return response.message
}

export function useRequestPasswordEmail() {
  return useMutation({ mutationFn: requestPasswordEmail })
}
