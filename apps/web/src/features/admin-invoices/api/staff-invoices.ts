import type { Invoice, invoiceListResponseSchema, PeriodQuery } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { useQuery } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'

export type InvoiceOwner = { userId: string } | { orderId: string }

/** GET /api/invoices/list: a member's or an order's invoices (staff, issue 32). */
export async function getStaffInvoices(owner: InvoiceOwner, signal?: AbortSignal): Promise<Invoice[]> {
  const response = await apiRequest<typeof invoiceListResponseSchema>(
    `/api/invoices/list?${new URLSearchParams(owner)}`,
    {
      fallbackMessage: es['adminInvoices.loadFailed'],
      signal,
    },
  )
  return response.data
}

export const useStaffInvoices = (owner: InvoiceOwner) =>
  useQuery({
    queryKey: ['admin', 'invoices', owner],
    queryFn: ({ signal }) => getStaffInvoices(owner, signal),
  })

/** GET /api/invoices/:id/pdf, saved by the browser. */
export async function downloadStaffInvoice(invoice: Pick<Invoice, 'pdfUrl' | 'code'>) {
  const { blob, fileName } = await apiDownload(invoice.pdfUrl, {
    fallbackMessage: es['adminInvoices.downloadFailed'],
  })
  downloadFile(fileName ?? `factura-${invoice.code}.pdf`, blob)
}

/** GET /api/invoices/book: the 'libro de facturas emitidas' of a period, as the server writes it. */
export async function downloadInvoiceBook(period: PeriodQuery) {
  const params = new URLSearchParams({ period: period.period })
  if (period.period === 'custom' && period.from && period.to) {
    params.set('from', period.from)
    params.set('to', period.to)
  }
  const { blob, fileName } = await apiDownload(`/api/invoices/book?${params}`, {
    fallbackMessage: es['adminInvoices.bookFailed'],
  })
  downloadFile(fileName ?? 'libro-de-facturas-emitidas.csv', blob)
}
