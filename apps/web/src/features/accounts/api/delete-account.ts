import type { DeleteAccountBody, messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** Deletes the signed-in member's account for good (decision 069); the server ends every session. */
export async function deleteAccount(body: DeleteAccountBody): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/delete-account', {
    method: 'POST',
    body,
    fallbackMessage: es['account.delete.failed'],
  })
  return response.message
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
