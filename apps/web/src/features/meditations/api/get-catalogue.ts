import type {
  Category,
  categoryListResponseSchema,
  MediaItem,
  mediaListResponseSchema,
  Theme,
  themeListResponseSchema,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The members' view, also for staff browsing these pages: staff's lists hold inactive items (decision 102). */
const membersView = '?isDeleted=false&includeInactive=false'

/** The member's audios and videos, each marked `locked` when their plan does not reach it. */
export async function getMedia(signal?: AbortSignal): Promise<MediaItem[]> {
  // The server answers with an ETag: the browser's cache revalidates it and gets a 304 when nothing changed.
  const response = await apiRequest<typeof mediaListResponseSchema>(`/api/audios/list${membersView}`, {
    fallbackMessage: es['meditations.mediaFailed'],
    signal,
  })
  return response.data
}

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiRequest<typeof categoryListResponseSchema>(`/api/categories/list${membersView}`, {
    fallbackMessage: es['meditations.categoriesFailed'],
    signal,
  })
  return response.data
}

export async function getThemes(signal?: AbortSignal): Promise<Theme[]> {
  const response = await apiRequest<typeof themeListResponseSchema>(`/api/themes/list${membersView}`, {
    fallbackMessage: es['meditations.themesFailed'],
    signal,
  })
  return response.data
}

export const memberMediaQueryKey = ['meditations', 'media'] as const

export function getMediaQueryOptions() {
  return queryOptions({ queryKey: memberMediaQueryKey, queryFn: ({ signal }) => getMedia(signal) })
}

export function useMedia() {
  return useQuery(getMediaQueryOptions())
}

/** The three lists Meditaciones loads in parallel (spec §7), also loaded ahead at start (decision 102). */
export const memberCatalogueQueries = {
  media: getMediaQueryOptions,
  categories: () =>
    queryOptions({
      queryKey: ['meditations', 'categories'],
      queryFn: ({ signal }) => getCategories(signal),
      staleTime: 60_000,
    }),
  themes: () =>
    queryOptions({
      queryKey: ['meditations', 'themes'],
      queryFn: ({ signal }) => getThemes(signal),
      staleTime: 60_000,
    }),
}

export function useCategories() {
  return useQuery(memberCatalogueQueries.categories())
}

export function useThemes() {
  return useQuery(memberCatalogueQueries.themes())
}
