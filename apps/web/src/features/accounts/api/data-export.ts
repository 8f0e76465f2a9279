import type { DataExportState, dataExportStateSchema, messageResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '../../../lib/api-client.ts'

/** GET /api/users/data-export: the member's newest copy of their data (decision 088). */
export async function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  const response = await apiRequest<typeof dataExportStateSchema>('/api/users/data-export', {
    fallbackMessage: es['account.export.failed'],
    signal,
  })
  return response.data
}

export function getDataExportQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'data-export'],
    queryFn: ({ signal }) => getDataExport(signal),
    // While a copy is being prepared, look again now and then: the button appears when it is ready.
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'pending' || query.state.data?.export?.status === 'building'
        ? 5_000
        : false,
  })
}

export function useDataExport() {
  return useQuery(getDataExportQueryOptions())
}

/** POST /api/users/data-export: asks for a copy, prepared in the background and linked by e-mail. */
export async function requestDataExport(): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>('/api/users/data-export', {
    method: 'POST',
    fallbackMessage: es['account.export.failed'],
  })
  return response.message
}

export function useRequestDataExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account', 'data-export'] }),
  })
}

/**
 * GET /api/users/data-export/file: the signed-in member's ready copy, with their session (the only
 * way to it, decision 098), through the API client so a stale access token is renewed first.
 */
export function downloadOwnDataExport(): Promise<{ blob: Blob; fileName: string | undefined }> {
  return apiDownload('/api/users/data-export/file', { fallbackMessage: es['account.export.notReady'] })
}
