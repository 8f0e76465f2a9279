import type { Category, categoryListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The catalogue's categories, for the plan's category checklist. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiRequest<typeof categoryListResponseSchema>(
    '/api/categories/list?isDeleted=false&includeInactive=true',
    {
      fallbackMessage: es['adminPlans.field.categoriesFailed'],
      signal,
    },
  )
  return response.data
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'plan-categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60_000,
  })
}

export function useCategories(enabled = true) {
  return useQuery({ ...getCategoriesQueryOptions(), enabled })
}
