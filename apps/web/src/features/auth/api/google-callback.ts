import { es, type SessionUser, type userResponseSchema } from '@sosiego/shared'
import { apiRequest } from '../../../lib/api-client.ts'

/** Hands Google's answer (code, state and, when sent, issuer) to the server, which signs the person in. */
export async function googleCallback(body: {
  code: string
  state: string
  iss?: string | undefined
}): Promise<SessionUser> {
  const response = await apiRequest<typeof userResponseSchema>('/api/login-auth/google/callback', {
    method: 'POST',
    body,
    fallbackMessage: es['auth.googleFailed'],
  })
  return response.data.user
}
