import type { paymentRecordListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import type { OrderFilters } from '../lib/order-filters.ts'
import { orderExportParams } from './download-orders-csv.ts'

/**
 * GET /api/payment-records/list?page&pageSize&search&status (admin, crmUser): one page of the
 * filtered orders, newest first, filtered and counted by the server (decision 070), so Órdenes stays
 * quick with 100,000 orders.
 */
export function getPaymentRecordsQueryOptions(filters: OrderFilters, page: number, pageSize: number) {
  const params = orderExportParams(filters)
  params.set('page', String(page))
  params.set('pageSize', String(pageSize))
  return queryOptions({
    queryKey: ['admin', 'payment-records', params.toString()],
    queryFn: ({ signal }) =>
      apiRequest<typeof paymentRecordListResponseSchema>(`/api/payment-records/list?${params}`, {
        fallbackMessage: es['adminOrders.loadFailed'],
        signal,
      }),
    // The page being left stays on screen until the next one arrives: no flash of 'Cargando'.
    placeholderData: keepPreviousData,
  })
}

export function usePaymentRecords(filters: OrderFilters, page: number, pageSize: number) {
  return useQuery(getPaymentRecordsQueryOptions(filters, page, pageSize))
}
