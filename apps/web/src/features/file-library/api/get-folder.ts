import type { FileItem, fileListResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { apiPathOf } from '../lib/library-path.ts'

/** GET /api/cdnFiles/{path} (staff): a folder's items, folders first; the root lists the eight folders. */
export async function getFolder(path: string, signal?: AbortSignal): Promise<FileItem[]> {
  const response = await apiRequest<typeof fileListResponseSchema>(apiPathOf('/api/cdnFiles', path), {
    fallbackMessage: es['fileLibrary.unknownError'],
    signal,
  })
  return response.data.items
}

/** Every folder listing lives under this key; uploads and deletes invalidate the folder they touched. */
export const folderQueryKey = (path: string) => ['files', 'folder', path] as const

/**
 * The spec's folder cache: a folder visited (or preloaded) is shown at once from the cache and
 * refreshed behind it. Refetched every 5 minutes while shown, because the signed `previewUrl`s
 * of audio, video and PDFs last 10 (decision 038).
 */
export function folderQueryOptions(path: string) {
  return queryOptions({
    queryKey: folderQueryKey(path),
    queryFn: ({ signal }) => getFolder(path, signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  })
}

export function useFolder(path: string) {
  return useQuery(folderQueryOptions(path))
}
