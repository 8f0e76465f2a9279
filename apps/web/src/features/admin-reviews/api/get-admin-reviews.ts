import type { AdminReviewListResponse, adminReviewListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const adminReviewsQueryKey = ['admin', 'reviews'] as const

/** Rows per page: the server pages, so 50,000 reviews load as fast as 50. */
export const adminReviewsPageSize = 20

export type AdminReviewsParams = { search: string; page: number }

/** GET /api/reviews/admin (admin, crmUser): one page, searched by the author's name. */
export async function getAdminReviews(
  { search, page }: AdminReviewsParams,
  signal?: AbortSignal,
): Promise<AdminReviewListResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(adminReviewsPageSize) })
  if (search.trim()) query.set('search', search.trim())
  return apiRequest<typeof adminReviewListResponseSchema>(`/api/reviews/admin?${query}`, {
    fallbackMessage: es['adminReviews.loadFailed'],
    signal,
  })
}

export function getAdminReviewsQueryOptions(params: AdminReviewsParams) {
  return queryOptions({
    queryKey: [...adminReviewsQueryKey, params],
    queryFn: ({ signal }) => getAdminReviews(params, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  })
}

export function useAdminReviews(params: AdminReviewsParams) {
  return useQuery(getAdminReviewsQueryOptions(params))
}
