import type {
  BillingDetails,
  billingDetailsResponseSchema,
  Invoice,
  invoiceListResponseSchema,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'

export const invoicesQueryKey = ['billing', 'invoices'] as const
export const billingDetailsQueryKey = ['billing', 'details'] as const

/** GET /api/payments/invoices: the member's own invoices, newest first (issue 32). */
export async function getInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  const response = await apiRequest<typeof invoiceListResponseSchema>('/api/payments/invoices', {
    fallbackMessage: es['invoices.loadFailed'],
    signal,
  })
  return response.data
}

export const invoicesQuery = () =>
  queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices(signal) })

export const useInvoices = () => useQuery(invoicesQuery())

/** 'Descargar factura': the PDF through the API client (a renewed session, the server's file name). */
export async function downloadInvoice(invoice: Pick<Invoice, 'pdfUrl' | 'code'>, fallbackMessage: string) {
  const { blob, fileName } = await apiDownload(invoice.pdfUrl, { fallbackMessage })
  downloadFile(fileName ?? `factura-${invoice.code}.pdf`, blob)
}

/** GET /api/payments/billing-details: the member's optional details for a complete invoice. */
export async function getBillingDetails(signal?: AbortSignal): Promise<BillingDetails> {
  const response = await apiRequest<typeof billingDetailsResponseSchema>('/api/payments/billing-details', {
    fallbackMessage: es['billingDetails.loadFailed'],
    signal,
  })
  return response.data
}

/** `enabled: false` asks nothing (the order summary needs them only when prices exclude tax). */
export const useBillingDetails = (enabled = true) =>
  useQuery({ queryKey: billingDetailsQueryKey, queryFn: ({ signal }) => getBillingDetails(signal), enabled })

/** PUT /api/payments/billing-details: answers the details as saved (normalised), which replace the cached. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (details: BillingDetails) =>
      (
        await apiRequest<typeof billingDetailsResponseSchema>('/api/payments/billing-details', {
          method: 'PUT',
          body: details,
          fallbackMessage: es['billingDetails.saveFailed'],
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(billingDetailsQueryKey, saved),
  })
}
