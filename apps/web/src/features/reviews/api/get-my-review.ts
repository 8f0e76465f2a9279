import type { OwnReviewResponse, ownReviewResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const myReviewQueryKey = ['reviews', 'me'] as const

/** GET /api/reviews/me: the member's review (or none; `removed` when staff deleted it). */
export async function getMyReview(signal?: AbortSignal): Promise<OwnReviewResponse> {
  return apiRequest<typeof ownReviewResponseSchema>('/api/reviews/me', {
    fallbackMessage: es['reviews.submitFailed'],
    signal,
  })
}

export function getMyReviewQueryOptions() {
  return queryOptions({ queryKey: myReviewQueryKey, queryFn: ({ signal }) => getMyReview(signal) })
}

export function useMyReview() {
  return useQuery(getMyReviewQueryOptions())
}
