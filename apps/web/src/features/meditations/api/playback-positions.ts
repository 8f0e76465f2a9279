import {
  isResumable,
  type PlaybackPosition,
  type playbackPositionsResponseSchema,
  type SavePositionBody,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/player/positions: where the member stopped in each item, newest first (issue 17). */
export async function getPlaybackPositions(signal?: AbortSignal): Promise<PlaybackPosition[]> {
  const response = await apiRequest<typeof playbackPositionsResponseSchema>('/api/player/positions', {
    fallbackMessage: es['meditations.positionsFailed'],
    signal,
  })
  return response.data
}

export const playbackPositionsQueryKey = ['meditations', 'positions'] as const

export function getPlaybackPositionsQueryOptions() {
  return queryOptions({
    queryKey: playbackPositionsQueryKey,
    queryFn: ({ signal }) => getPlaybackPositions(signal),
    // The player keeps this list current itself as it saves; another device's saves show on the next visit.
    staleTime: 30_000,
  })
}

export function usePlaybackPositions(enabled = true) {
  return useQuery({ ...getPlaybackPositionsQueryOptions(), enabled })
}

/**
 * PUT /api/player/positions/{mediaId}. `keepalive` lets it finish while the page is being left or
 * hidden. Failures are only logged: a lost position is never worth interrupting the member.
 */
export async function savePlaybackPosition(
  mediaId: string,
  body: SavePositionBody,
  { keepalive = false } = {},
): Promise<void> {
  try {
    await apiRequest<z.ZodType<unknown>>(`/api/player/positions/${encodeURIComponent(mediaId)}`, {
      method: 'PUT',
      body,
      fallbackMessage: es['meditations.positionFailed'],
      keepalive,
    })
  } catch (error) {
    console.error('The listening position was not saved', error)
  }
}

/** The list as the server now has it after a save: the item first, or gone when not resumable. */
export function withSavedPosition(
  positions: PlaybackPosition[] | undefined,
  mediaId: string,
  body: SavePositionBody,
  now = new Date(),
): PlaybackPosition[] {
  const others = (positions ?? []).filter((entry) => entry.mediaId !== mediaId)
  if (!isResumable(body.positionSeconds, body.durationSeconds)) return others
  return [{ mediaId, ...body, updatedAt: now.toISOString() }, ...others]
}

export function rememberSavedPosition(queryClient: QueryClient, mediaId: string, body: SavePositionBody) {
  queryClient.setQueryData<PlaybackPosition[]>(playbackPositionsQueryKey, (positions) =>
    withSavedPosition(positions, mediaId, body),
  )
}

/** The saved position of an item worth resuming, in seconds, or null. */
export function resumePositionOf(positions: PlaybackPosition[] | undefined, mediaId: string): number | null {
  const saved = positions?.find((entry) => entry.mediaId === mediaId)
  return saved && isResumable(saved.positionSeconds, saved.durationSeconds) ? saved.positionSeconds : null
}
