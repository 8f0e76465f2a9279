import type { withdrawalResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export type Withdrawal = z.output<typeof withdrawalResponseSchema>

/** POST /api/payments/subscription/withdraw: 'Desistir del contrato' (within 14 days of the purchase). */
export function withdrawFromContract(): Promise<Withdrawal> {
  return apiRequest<typeof withdrawalResponseSchema>('/api/payments/subscription/withdraw', {
    method: 'POST',
    fallbackMessage: es['subscription.withdraw.failed'],
  })
}
