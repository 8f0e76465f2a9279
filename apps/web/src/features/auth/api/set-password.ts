import type { messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type SetPasswordBody = { email: string; newPassword: string; token: string }

/** PUT /api/users/update-password-google: the first password of a Google or temporary account. */
export async function setPassword(body: SetPasswordBody): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/update-password-google', {
    method: 'PUT',
    body,
    fallbackMessage: es['auth.setPasswordFailed'],
  })
  return response.message
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword })
}
