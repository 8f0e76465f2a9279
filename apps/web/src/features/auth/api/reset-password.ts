import type { messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type ResetPasswordBody = { token: string; newPassword: string }

/** Sets a new password with the token of a reset link. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/reset-password', {
    method: 'POST',
    body,
    fallbackMessage: es['auth.resetFailed'],
  })
  return response.message
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
