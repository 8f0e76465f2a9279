import type { Category, categoryListResponseSchema, Theme, themeListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The members' view, also for staff browsing these pages: staff's lists hold inactive items (decision 102). */
const membersView = '?isDeleted=false&includeInactive=false'

/** The visible categories: covers and descriptions for the results. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiRequest<typeof categoryListResponseSchema>(`/api/categories/list${membersView}`, {
    fallbackMessage: es['questionnaire.themesLoadFailed'],
    signal,
  })
  return response.data
}

/** The visible themes with their category: the results' cards and the mini plan's choice. */
export async function getThemes(signal?: AbortSignal): Promise<Theme[]> {
  const response = await apiRequest<typeof themeListResponseSchema>(`/api/themes/list${membersView}`, {
    fallbackMessage: es['questionnaire.themesLoadFailed'],
    signal,
  })
  return response.data
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
  })
}

export function getThemesQueryOptions() {
  return queryOptions({ queryKey: ['catalogue', 'themes'], queryFn: ({ signal }) => getThemes(signal) })
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions())
}

export function useThemes() {
  return useQuery(getThemesQueryOptions())
}
