import type { deleteFileResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { apiPathOf, childPath } from '../lib/library-path.ts'
import { folderQueryKey } from './get-folder.ts'

/** DELETE /api/upload/{path} (admin): one file; the server refuses files the catalogue still uses. */
export async function deleteFile(folder: string, name: string): Promise<string> {
  const response = await apiRequest<typeof deleteFileResponseSchema>(
    apiPathOf('/api/upload', childPath(folder, name)),
    { method: 'DELETE', fallbackMessage: es['fileLibrary.deleteFailed'] },
  )
  return response.message
}

/** Deletes a file of `folder`; on success the folder reloads (spec §4). */
export function useDeleteFile(folder: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => deleteFile(folder, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: folderQueryKey(folder) }),
  })
}
