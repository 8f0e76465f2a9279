import { es } from '@sosiego/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/**
 * A public review as the card needs it. Read tolerantly: the spec's client shows none when the
 * answer is not an array, defaults a missing rating to 5 and skips an entry it cannot show.
 */
const publicReviewEntrySchema = z.object({
  _id: z.string(),
  userId: z
    .object({ name: z.string().optional(), lastName: z.string().optional() })
    .nullish()
    .catch(undefined),
  rating: z.unknown().optional(),
  comment: z.string(),
})

export type PublicReviewEntry = {
  id: string
  name: string
  lastName: string
  rating: unknown
  comment: string
}

/** Keeps the readable reviews of an answer; anything but an array gives none. */
export function readPublicReviews(body: unknown): PublicReviewEntry[] {
  if (!Array.isArray(body)) return []
  return body.flatMap((entry) => {
    const parsed = publicReviewEntrySchema.safeParse(entry)
    if (!parsed.success) return []
    const { _id, userId, rating, comment } = parsed.data
    return [{ id: _id, name: userId?.name ?? '', lastName: userId?.lastName ?? '', rating, comment }]
  })
}

/** The public reviews shown after the embedded testimonials. */
export async function getReviews(signal?: AbortSignal): Promise<PublicReviewEntry[]> {
  const body = await apiRequest('/api/reviews', {
    schema: z.unknown(),
    fallbackMessage: es['reviews.loadFailed'],
    signal,
  })
  return readPublicReviews(body)
}

export function getReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews', 'public'],
    queryFn: ({ signal }) => getReviews(signal),
    // The landing page loads them once per visit (spec §4).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
}

export function useReviews() {
  return useQuery(getReviewsQueryOptions())
}
