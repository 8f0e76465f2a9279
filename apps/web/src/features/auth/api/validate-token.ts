import type { SessionUser, validateTokenResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'

export type TokenValidation = { isValid: boolean; message: string; user: SessionUser | null }

/**
 * Asks the server who the cookies belong to. A 401 is an answer here (no session), not a failure;
 * network and server failures still throw.
 */
export async function validateToken(): Promise<TokenValidation> {
  try {
    return await apiRequest<typeof validateTokenResponseSchema>('/api/users/validate-token', {
      fallbackMessage: es['auth.validateFailed'],
      authRetry: false,
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { isValid: false, message: es['auth.unauthenticated'], user: null }
    }
    throw error
  }
}
