import type { trialResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/site'
import { apiRequest } from '../../../lib/api-client.ts'

export type TrialBody = { name: string; lastName: string; email: string }

/**
 * POST /api/users/trial: a temporary account with the trial plan and a set-password e-mail. The
 * answer is the same whatever the address (it reveals no account); it names the trial plan.
 */
export async function startTrial(body: TrialBody): Promise<{ planName: string; message: string }> {
  const response = await apiRequest<typeof trialResponseSchema>('/api/users/trial', {
    method: 'POST',
    body,
    fallbackMessage: es['trialForm.failed'],
  })
  return { planName: response.data.plan.name, message: response.message }
}
