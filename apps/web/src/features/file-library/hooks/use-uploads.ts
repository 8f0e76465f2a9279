import type { AssetFolder } from '@sosiego/shared'
import { es, t, tCount } from '@sosiego/shared/messages/back-office'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiError, sessionExpiredCode } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { folderQueryKey } from '../api/get-folder.ts'
import { uploadFile } from '../api/upload-file.ts'
import { topFolderOf } from '../lib/library-path.ts'
import {
  acceptedExtensions,
  addRows,
  finishRow,
  isUploading,
  rowClearDelayMs,
  splitByExtension,
  type UploadRow,
  withoutRow,
  withPercent,
} from '../lib/upload-progress.ts'

/** The files of a batch that were not stored for their format, with the folder's allowed extensions. */
export type RefusedBatch = { allowed: readonly string[]; files: { name: string; message: string }[] }

/**
 * Uploads into the folder at `path` (never the root): one request per file so each shows its own
 * progress, all at once. Files of a wrong extension are refused before sending, files whose
 * content the server refuses come back in its answer; both are listed in 'Formato no permitido'
 * while the valid ones upload. The folder reloads when the batch ends.
 */
export function useUploads(path: string) {
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<UploadRow[]>([])
  const [refused, setRefused] = useState<RefusedBatch | null>(null)
  const nextId = useRef(0)
  const timers = useRef(new Set<number>())

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) window.clearTimeout(timer)
    }
  }, [])

  const finish = (id: number, state: 'done' | 'failed') => {
    setRows((current) => finishRow(current, id, state))
    const timer = window.setTimeout(() => {
      timers.current.delete(timer)
      setRows((current) => withoutRow(current, id))
    }, rowClearDelayMs)
    timers.current.add(timer)
  }

  const upload = async (files: readonly File[]) => {
    const allowed = acceptedExtensions(topFolderOf(path) as AssetFolder)
    const { valid, refused: wrongExtension } = splitByExtension(files, allowed)
    const refusedFiles: RefusedBatch['files'] = wrongExtension.map((file) => ({
      name: file.name,
      message: es['files.extensionNotAllowed'],
    }))
    const batch = valid.map((file) => {
      nextId.current += 1
      return { id: nextId.current, file }
    })
    setRows((current) =>
      addRows(
        current,
        batch.map(({ id, file }) => ({ id, name: file.name })),
      ),
    )

    let stored = 0
    const failures: string[] = []
    await Promise.all(
      batch.map(async ({ id, file }) => {
        try {
          const result = await uploadFile(path, file, (percent) =>
            setRows((current) => withPercent(current, id, percent)),
          )
          stored += result.items.length
          refusedFiles.push(...result.rejected)
          finish(id, result.items.length > 0 ? 'done' : 'failed')
        } catch (error) {
          // An expired session already has its own modal.
          if (!(error instanceof ApiError && error.code === sessionExpiredCode))
            failures.push(errorMessage(error, es['fileLibrary.uploadFailed']))
          finish(id, 'failed')
        }
      }),
    )

    if (batch.length > 0) await queryClient.invalidateQueries({ queryKey: folderQueryKey(path) })
    if (stored > 0)
      notify.success(stored === 1 ? es['files.uploaded'] : t('files.uploadedMany', { count: stored }))
    if (failures.length > 1) notify.error(tCount('fileLibrary.uploadsFailed', failures.length))
    // Each distinct reason once ('supera el tamaño máximo', network down…): the summary alone hides why.
    for (const message of new Set(failures)) notify.error(message)
    if (refusedFiles.length > 0) setRefused({ allowed, files: refusedFiles })
  }

  return {
    rows,
    uploading: isUploading(rows),
    upload,
    refused,
    dismissRefused: () => setRefused(null),
  }
}
