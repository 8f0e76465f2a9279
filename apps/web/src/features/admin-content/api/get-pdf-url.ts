import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

type SignedUrlAnswer = { success: true; message: string; data: { url: string; expiresAt: string } }

/** PDFs are not public: a short-lived signed URL to show one in the preview (decision 038). */
async function getPdfUrl(id: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<ZodType<SignedUrlAnswer>>(`/api/pdfs/file-url/${encodeURIComponent(id)}`, {
    fallbackMessage: es['adminContent.pdfPreview.failed'],
    signal,
  })
  return answer.data.url
}

export function usePdfUrl(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'pdf-url', id],
      queryFn: ({ signal }) => getPdfUrl(id as string, signal),
      // The URL is valid for ten minutes; a preview opened later asks again.
      staleTime: 5 * 60_000,
      gcTime: 5 * 60_000,
    }),
    enabled: id !== null,
  })
}
