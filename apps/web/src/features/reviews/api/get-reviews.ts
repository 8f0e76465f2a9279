import { es } from '@sosiego/shared/messages/common'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export type PublicReviewEntry = {
  id: string
  name: string
  lastName: string
  rating: unknown
  comment: string
  /** The author's counted listening in whole hours ('Oyente verificado'); null when not sent. */
  listenedHours: number | null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)

/**
 * Keeps the readable reviews of an answer, read tolerantly as the spec's client does: anything but
 * an array gives none, an entry without an id or a comment is skipped, a missing author gives empty
 * names, and the rating is left for the card to default.
 */
export function readPublicReviews(body: unknown): PublicReviewEntry[] {
  if (!Array.isArray(body)) return []
  return body.flatMap((entry) => {
    if (!isRecord(entry) || typeof entry._id !== 'string' || typeof entry.comment !== 'string') return []
    const author = isRecord(entry.userId) ? entry.userId : {}
    return [
      {
        id: entry._id,
        name: textOr(author.name, ''),
        lastName: textOr(author.lastName, ''),
        rating: entry.rating,
        comment: entry.comment,
        listenedHours:
          typeof entry.listenedHours === 'number' &&
          Number.isInteger(entry.listenedHours) &&
          entry.listenedHours >= 0
            ? entry.listenedHours
            : null,
      },
    ]
  })
}

/** The public reviews shown after the embedded testimonials. */
export async function getReviews(signal?: AbortSignal): Promise<PublicReviewEntry[]> {
  const body: unknown = await apiRequest('/api/reviews', {
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
