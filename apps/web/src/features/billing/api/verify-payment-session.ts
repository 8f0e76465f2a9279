import type { verifyPaymentSessionResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export type VerifyPaymentBody = { sessionId: string; themeId1?: string; themeId2?: string }

/**
 * POST /api/payments/verify-payment-session: the server asks the provider and grants what was paid,
 * once, whoever asks first (this page, the webhook, the local checkout's 'Pagar').
 */
export function verifyPaymentSession(
  body: VerifyPaymentBody,
): Promise<z.output<typeof verifyPaymentSessionResponseSchema>> {
  return apiRequest<typeof verifyPaymentSessionResponseSchema>('/api/payments/verify-payment-session', {
    method: 'POST',
    body,
    fallbackMessage: es['paymentSuccess.verifyFailed'],
  })
}
