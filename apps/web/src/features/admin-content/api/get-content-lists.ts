import type {
  Category,
  categoryListResponseSchema,
  MediaItem,
  mediaListResponseSchema,
  PdfItem,
  pdfListResponseSchema,
  Theme,
  themeListResponseSchema,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/**
 * The staff view of the catalogue (decision 034): every item not deleted, active or not. Filtering
 * and search happen on the page, over these lists.
 */
const staffList = '?isDeleted=false&includeInactive=true'

export const contentQueryKey = ['admin', 'content'] as const

export type ContentResource = 'categories' | 'themes' | 'audios' | 'pdfs'

async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiRequest<typeof categoryListResponseSchema>(`/api/categories/list${staffList}`, {
    fallbackMessage: es['adminContent.categories.loadFailed'],
    signal,
  })
  return response.data
}

async function getThemes(signal?: AbortSignal): Promise<Theme[]> {
  const response = await apiRequest<typeof themeListResponseSchema>(`/api/themes/list${staffList}`, {
    fallbackMessage: es['adminContent.themes.loadFailed'],
    signal,
  })
  return response.data
}

async function getMedia(signal?: AbortSignal): Promise<MediaItem[]> {
  const response = await apiRequest<typeof mediaListResponseSchema>(`/api/audios/list${staffList}`, {
    fallbackMessage: es['adminContent.media.loadFailed'],
    signal,
  })
  return response.data
}

async function getPdfs(signal?: AbortSignal): Promise<PdfItem[]> {
  const response = await apiRequest<typeof pdfListResponseSchema>(`/api/pdfs/list${staffList}`, {
    fallbackMessage: es['adminContent.pdfs.loadFailed'],
    signal,
  })
  return response.data
}

export const contentListQueries = {
  categories: () =>
    queryOptions({
      queryKey: [...contentQueryKey, 'categories'],
      queryFn: ({ signal }) => getCategories(signal),
    }),
  themes: () =>
    queryOptions({ queryKey: [...contentQueryKey, 'themes'], queryFn: ({ signal }) => getThemes(signal) }),
  audios: () =>
    queryOptions({ queryKey: [...contentQueryKey, 'audios'], queryFn: ({ signal }) => getMedia(signal) }),
  pdfs: () =>
    queryOptions({ queryKey: [...contentQueryKey, 'pdfs'], queryFn: ({ signal }) => getPdfs(signal) }),
}

export const useContentCategories = () => useQuery(contentListQueries.categories())
export const useContentThemes = () => useQuery(contentListQueries.themes())
export const useContentMedia = () => useQuery(contentListQueries.audios())
export const useContentPdfs = () => useQuery(contentListQueries.pdfs())
