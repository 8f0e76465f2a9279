import { es, type loginBodySchema, type SessionUser, userResponseSchema } from '@sosiego/shared'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export type LoginBody = z.output<typeof loginBodySchema>

/** Signs in with e-mail and password; the session arrives as cookies, the user in the answer. */
export async function login(body: LoginBody): Promise<SessionUser> {
  const response = await apiRequest('/api/users/login', {
    method: 'POST',
    body,
    schema: userResponseSchema,
    fallbackMessage: es['auth.loginFailed'],
  })
  return response.data.user
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
