import type { messageResponseSchema, undoEmailChangeResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/** Confirms a new e-mail address with the token of the link sent to it (decision 097). */
export async function confirmEmailChange(token: string): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/confirm-email-change', {
    method: 'POST',
    body: { token },
    fallbackMessage: es['account.emailChange.confirmFailed'],
  })
  return response.message
}

export type UndoEmailChangeResult = Pick<z.infer<typeof undoEmailChangeResponseSchema>, 'message' | 'outcome'>

/** Undoes a change of address from the link sent to the old address: cancelled, or reversed. */
export async function undoEmailChange(token: string): Promise<UndoEmailChangeResult> {
  const response = await apiRequest<typeof undoEmailChangeResponseSchema>('/api/users/undo-email-change', {
    method: 'POST',
    body: { token },
    fallbackMessage: es['account.emailChange.undoFailed'],
  })
  return { message: response.message, outcome: response.outcome }
}
