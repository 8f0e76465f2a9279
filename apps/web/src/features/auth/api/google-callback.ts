import type { SessionUser, userResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { apiRequest } from '../../../lib/api-client.ts'

type CallbackResponse = typeof userResponseSchema

/**
 * Hands Google's answer (code, state and, when sent, issuer) to the server, which signs the person in
 * or, after 'Confirmar con Google', confirms it is them (`reauthenticated`, decision 089).
 */
export async function googleCallback(body: {
  code: string
  state: string
  iss?: string | undefined
}): Promise<{ user: SessionUser; reauthenticated: boolean }> {
  const response = await apiRequest<CallbackResponse>('/api/login-auth/google/callback', {
    method: 'POST',
    body,
    fallbackMessage: es['auth.googleFailed'],
  })
  return {
    user: response.data.user,
    reauthenticated: (response as { reauthenticated?: boolean }).reauthenticated === true,
  }
}
