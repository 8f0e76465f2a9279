import type { adminReviewResponseSchema, ReviewStatus } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminReviewsQueryKey } from './get-admin-reviews.ts'

/** PUT /api/reviews/admin/{id}/status (admin): hide from the public list or show again. */
export async function setReviewStatus(id: string, status: ReviewStatus) {
  const response = await apiRequest<typeof adminReviewResponseSchema>(
    `/api/reviews/admin/${encodeURIComponent(id)}/status`,
    { method: 'PUT', body: { status }, fallbackMessage: es['adminReviews.actionFailed'] },
  )
  return response.data
}

/** DELETE /api/reviews/admin/{id} (admin): soft. */
export async function deleteReview(id: string): Promise<void> {
  await apiRequest(`/api/reviews/admin/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: es['adminReviews.actionFailed'],
  })
}

export type ReviewAction = { id: string; kind: 'hide' | 'show' | 'delete' }

/** One moderation action; the list reloads after it (back-office spec §4), whatever the outcome. */
export function useModerateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, kind }: ReviewAction): Promise<void> => {
      if (kind === 'delete') await deleteReview(id)
      else await setReviewStatus(id, kind === 'hide' ? 'hidden' : 'active')
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['reviews', 'public'] }),
      ]),
  })
}
