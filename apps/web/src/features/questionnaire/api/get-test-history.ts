import type { TestHistoryEntry, testHistoryResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

export const testHistoryQueryKey = ['test-history'] as const

/** The signed-in person's takes, newest first (date and answers of the current result). */
export async function getTestHistory(signal?: AbortSignal): Promise<TestHistoryEntry[]> {
  const response = await apiRequest<typeof testHistoryResponseSchema>('/api/users/test-history', {
    fallbackMessage: es['questionnaire.processFailed'],
    signal,
  })
  return response.data
}

export function getTestHistoryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...testHistoryQueryKey, userId],
    queryFn: ({ signal }) => getTestHistory(signal),
  })
}

export function useTestHistory(userId: string, enabled: boolean) {
  return useQuery({ ...getTestHistoryQueryOptions(userId), enabled })
}
