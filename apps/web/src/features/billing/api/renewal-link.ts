import type { CancelReasonBody, RenewalLink, renewalLinkResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { apiRequest } from '../../../lib/api-client.ts'

const linkPath = (token: string, action = '') =>
  `/api/payments/renewal-link${action}?${new URLSearchParams({ token })}`

/** GET /api/payments/renewal-link (issue 32): the plan the renewal notice's link names; changes nothing. */
export async function getRenewalLink(token: string, signal?: AbortSignal): Promise<RenewalLink> {
  const response = await apiRequest<typeof renewalLinkResponseSchema>(linkPath(token), {
    fallbackMessage: es['renewalLink.failed'],
    authRetry: false,
    signal,
  })
  return response.data
}

/**
 * POST /api/payments/renewal-link/cancel: the renewal cancelled at the period's end, without a
 * session; the optional answer to '¿Por qué cancelas?' goes as its body (issue 33).
 */
export async function cancelRenewalByLink(token: string, reason?: CancelReasonBody): Promise<RenewalLink> {
  const response = await apiRequest<typeof renewalLinkResponseSchema>(linkPath(token, '/cancel'), {
    method: 'POST',
    body: reason,
    fallbackMessage: es['renewalLink.failed'],
    authRetry: false,
  })
  return response.data
}
