import type { loginBodySchema, SessionUser, userResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export type LoginBody = z.output<typeof loginBodySchema>

/** Signs in with e-mail and password; the session arrives as cookies, the user in the answer. */
export async function login(body: LoginBody): Promise<SessionUser> {
  const response = await apiRequest<typeof userResponseSchema>('/api/users/login', {
    method: 'POST',
    body,
    fallbackMessage: es['auth.loginFailed'],
  })
  return response.data.user
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
