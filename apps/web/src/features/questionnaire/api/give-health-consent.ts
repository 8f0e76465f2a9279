import type { healthConsentResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { updateSessionUser } from '../../../lib/session-store.ts'

/** Records the signed-in member's consent to the processing of their answers (decision 100). */
export function giveHealthConsent() {
  return apiRequest<typeof healthConsentResponseSchema>('/api/users/health-consent', {
    method: 'POST',
    body: {},
    fallbackMessage: es['questionnaire.consentFailed'],
  })
}

/** The session user then carries the consent, so the test skips the step from now on. */
export function useGiveHealthConsent() {
  return useMutation({
    mutationFn: giveHealthConsent,
    onSuccess: ({ user }) => updateSessionUser(user),
  })
}
