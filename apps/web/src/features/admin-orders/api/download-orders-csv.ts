import { es } from '@sosiego/shared'
import { ApiError, baseHeaders } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import type { OrderFilters } from '../lib/order-filters.ts'

export const ordersCsvFileName = 'ordenes.csv'

/** The page's filters as GET /api/payment-records/export reads them (empty ones left out). */
export function orderExportParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (filters.status !== 'all') params.set('status', filters.status)
  return params
}

/** GET /api/payment-records/export: the server streams ordenes.csv; the browser saves it. */
export async function downloadOrdersCsv(filters: OrderFilters): Promise<void> {
  const response = await fetch(`/api/payment-records/export?${orderExportParams(filters)}`, {
    headers: baseHeaders(),
    credentials: 'include',
  })
  if (!response.ok) throw new ApiError(es['adminOrders.exportFailed'], response.status)
  downloadFile(ordersCsvFileName, await response.blob())
}
