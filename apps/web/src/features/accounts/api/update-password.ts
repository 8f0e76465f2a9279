import type { messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type UpdatePasswordBody = { currentPassword: string; newPassword: string }

/** Changes the signed-in user's password; the server ends their other sessions. */
export async function updatePassword(body: UpdatePasswordBody): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/update-password', {
    method: 'PUT',
    body,
    fallbackMessage: es['account.updatePasswordFailed'],
  })
  return response.message
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}
