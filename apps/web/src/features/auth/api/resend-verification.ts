import type { messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** Sends a new verification e-mail: to the signed-in user, or to `email` when nobody is signed in. */
export async function resendVerification(email?: string): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/resend-verification', {
    method: 'POST',
    body: email ? { email } : {},
    fallbackMessage: es['auth.resendFailed'],
  })
  return response.message
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
