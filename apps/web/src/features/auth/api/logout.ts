import type { messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { apiRequest } from '../../../lib/api-client.ts'

/** Ends the session on the server (its cookies are cleared by the answer). */
export async function logout(): Promise<void> {
  await apiRequest<typeof messageResponseSchema>('/api/users/logout', {
    method: 'POST',
    fallbackMessage: es['common.internal'],
    authRetry: false,
  })
}
