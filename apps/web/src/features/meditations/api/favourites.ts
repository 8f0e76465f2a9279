import type { Favourite, favouriteChangeResponseSchema, favouriteListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { notify } from '../../../lib/notify.ts'

/** GET /api/favorites: the member's favourites the catalogue shows, newest first. */
export async function getFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  const response = await apiRequest<typeof favouriteListResponseSchema>('/api/favorites', {
    fallbackMessage: es['favourites.changeFailed'],
    signal,
  })
  return response.data
}

/** PUT (mark) or DELETE (unmark) /api/favorites/:mediaId; both are idempotent on the server. */
export async function setFavourite({ mediaId, favourite }: { mediaId: string; favourite: boolean }) {
  return apiRequest<typeof favouriteChangeResponseSchema>(`/api/favorites/${mediaId}`, {
    method: favourite ? 'PUT' : 'DELETE',
    fallbackMessage: es['favourites.changeFailed'],
  })
}

export const favouritesQueryKey = ['meditations', 'favourites'] as const

export function getFavouritesQueryOptions() {
  return queryOptions({ queryKey: favouritesQueryKey, queryFn: ({ signal }) => getFavourites(signal) })
}

export function useFavourites() {
  return useQuery(getFavouritesQueryOptions())
}

/**
 * Marks or unmarks at once on screen (the heart answers the tap), then asks the server; a refusal
 * puts the list back and says so. The list is read again afterwards either way.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ mediaId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: favouritesQueryKey })
      const before = queryClient.getQueryData<Favourite[]>(favouritesQueryKey)
      queryClient.setQueryData<Favourite[]>(favouritesQueryKey, (list = []) =>
        favourite
          ? list.some((entry) => entry.mediaId === mediaId)
            ? list
            : [{ mediaId, createdAt: new Date().toISOString() }, ...list]
          : list.filter((entry) => entry.mediaId !== mediaId),
      )
      return { before }
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(favouritesQueryKey, context?.before)
      notify.error(error.message || es['favourites.changeFailed'])
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  })
}
