import type { createCheckoutSessionResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export type CheckoutSessionBody = {
  planId: string
  themeId1?: string
  themeId2?: string
  /** The buyer's express request to start now (issue 27); a paid plan needs it. */
  immediateStart?: boolean
  /** Issue 32: keep the free trial; the plan starts, and is first charged, at its end. */
  keepTrial?: boolean
}
export type CheckoutSession = z.output<typeof createCheckoutSessionResponseSchema>

/**
 * POST /api/payments/create-checkout-session: the provider's checkout URL, or (a free plan, activated
 * at once) the panel's. A second call while a session is open answers the same URL.
 */
export function createCheckoutSession(body: CheckoutSessionBody): Promise<CheckoutSession> {
  return apiRequest<typeof createCheckoutSessionResponseSchema>('/api/payments/create-checkout-session', {
    method: 'POST',
    body,
    fallbackMessage: es['checkout.createFailed'],
  })
}
