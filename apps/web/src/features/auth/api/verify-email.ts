import type { messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { apiRequest } from '../../../lib/api-client.ts'

/** Consumes the token of a verification link; answers success also when the e-mail was already verified. */
export async function verifyEmail(token: string): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/verify', {
    method: 'POST',
    body: { token },
    fallbackMessage: es['auth.verifyFailed'],
  })
  return response.message
}
