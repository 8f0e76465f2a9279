import type { billingPortalResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/payments/billing-portal: the provider's customer portal, where the card is updated. */
export async function openBillingPortal(): Promise<string> {
  const response = await apiRequest<typeof billingPortalResponseSchema>('/api/payments/billing-portal', {
    method: 'POST',
    fallbackMessage: es['subscription.renewal.failed'],
  })
  return response.data.url
}
