import type { CreateReviewBody, OwnReview, ownReviewWriteResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { myReviewQueryKey } from './get-my-review.ts'

/** PUT /api/reviews/{id}: the spec's client sends the rating only if numeric, the comment only if a string. */
export async function updateReview(id: string, body: Partial<CreateReviewBody>): Promise<OwnReview> {
  const payload: Partial<CreateReviewBody> = {}
  if (typeof body.rating === 'number') payload.rating = body.rating
  if (typeof body.comment === 'string') payload.comment = body.comment
  const response = await apiRequest<typeof ownReviewWriteResponseSchema>(
    `/api/reviews/${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      body: payload,
      fallbackMessage: es['reviews.submitFailed'],
    },
  )
  return response.data
}

/** The existing review's id in a 409 answer: another tab or device wrote the member's review first. */
function conflictingReviewId(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'reviews.alreadyExists') return undefined
  const id = (error.body as { reviewId?: unknown } | undefined)?.reviewId
  return typeof id === 'string' ? id : undefined
}

/**
 * POST /api/reviews, or the update when the member already has one (spec §4: create when none
 * exists, otherwise update) — also when the server answers that one was written meanwhile.
 */
export async function saveReview(existingId: string | null, body: CreateReviewBody): Promise<OwnReview> {
  if (existingId) return updateReview(existingId, body)
  try {
    const response = await apiRequest<typeof ownReviewWriteResponseSchema>('/api/reviews', {
      method: 'POST',
      body,
      fallbackMessage: es['reviews.submitFailed'],
    })
    return response.data
  } catch (error) {
    const id = conflictingReviewId(error)
    if (id) return updateReview(id, body)
    throw error
  }
}

/** Listening still missing when the server refused for it (403 reviews.needMoreListening), else null. */
export function listenedSecondsOfRefusal(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'reviews.needMoreListening') return null
  const listened = (error.body as { listenedSeconds?: unknown } | undefined)?.listenedSeconds
  return typeof listened === 'number' ? listened : 0
}

export function useSaveReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ existingId, body }: { existingId: string | null; body: CreateReviewBody }) =>
      saveReview(existingId, body),
    onSuccess: (review) => {
      queryClient.setQueryData(myReviewQueryKey, (old: unknown) => ({
        ...(typeof old === 'object' && old !== null ? old : { success: true, message: '' }),
        data: review,
        removed: false,
      }))
      // The landing page's carousel shows it on the next visit.
      return queryClient.invalidateQueries({ queryKey: ['reviews', 'public'] })
    },
  })
}
