import { type RegisterBody, registerBodySchema, type userResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** Creates the account and signs it in, unverified: the answer carries the new user and its message. */
export async function register(body: RegisterBody) {
  const response = await apiRequest<typeof userResponseSchema>('/api/users/register', {
    method: 'POST',
    body: registerBodySchema.parse(body),
    fallbackMessage: es['auth.registerFailed'],
  })
  return { user: response.data.user, message: response.message }
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
