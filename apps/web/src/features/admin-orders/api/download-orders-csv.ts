import { es } from '@sosiego/shared/messages/back-office'
import { ApiError, apiDownload } from '../../../lib/api-client.ts'
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

/**
 * GET /api/payment-records/export: the server streams ordenes.csv; the browser saves it. Through the
 * API client, so a page left open past the access token's 15 minutes renews it instead of failing.
 */
export async function downloadOrdersCsv(filters: OrderFilters): Promise<void> {
  try {
    const { blob, fileName } = await apiDownload(
      `/api/payment-records/export?${orderExportParams(filters)}`,
      {
        fallbackMessage: es['adminOrders.exportFailed'],
      },
    )
    downloadFile(fileName ?? ordersCsvFileName, blob)
  } catch (error) {
    // A fault on the server says which file failed, as the page always has, rather than the server's
    // generic sentence; a refusal (4xx) and an expired session keep their own answer.
    if (error instanceof ApiError && error.status >= 500)
      throw new ApiError(es['adminOrders.exportFailed'], error.status, error.code, error.body)
    throw error
  }
}
