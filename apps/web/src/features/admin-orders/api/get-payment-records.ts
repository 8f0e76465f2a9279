import { es, type PaymentRecord, type paymentRecordListResponseSchema } from '@sosiego/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/payment-records/list (admin, crmUser): every order, newest first. */
export async function getPaymentRecords(signal?: AbortSignal): Promise<PaymentRecord[]> {
  const response = await apiRequest<typeof paymentRecordListResponseSchema>('/api/payment-records/list', {
    fallbackMessage: es['adminOrders.loadFailed'],
    signal,
  })
  return response.data
}

export function getPaymentRecordsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'payment-records'],
    queryFn: ({ signal }) => getPaymentRecords(signal),
  })
}

export function usePaymentRecords() {
  return useQuery(getPaymentRecordsQueryOptions())
}
