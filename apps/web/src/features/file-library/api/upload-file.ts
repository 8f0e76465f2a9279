import type { UploadResult } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { ApiError, baseHeaders, sendWithRenewal } from '../../../lib/api-client.ts'
import { apiPathOf } from '../lib/library-path.ts'
import { percentOf } from '../lib/upload-progress.ts'

type Sent = { status: number; body: unknown }

/** One multipart POST; XMLHttpRequest because fetch reports no upload progress. */
function send(path: string, file: File, onProgress: (percent: number) => void): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiPathOf('/api/upload', path))
    request.withCredentials = true
    for (const [name, value] of Object.entries(baseHeaders())) request.setRequestHeader(name, value)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total))
    })
    request.addEventListener('load', () => {
      let body: unknown
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = undefined
      }
      resolve({ status: request.status, body })
    })
    request.addEventListener('error', () => reject(new ApiError(es['fileLibrary.networkError'], 0)))
    const form = new FormData()
    form.append('file', file, file.name)
    request.send(form)
  })
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined
  return typeof body.message === 'string' && body.message ? body.message : undefined
}

function resultOf(body: unknown): UploadResult['data'] | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined
  const data = body.data as UploadResult['data'] | undefined
  return data && Array.isArray(data.items) && Array.isArray(data.rejected) ? data : undefined
}

/**
 * POST /api/upload/{folder} (admin) with one file, reporting its progress. Resolves with the
 * server's answer, also when it refused the file by its content (415: `rejected` says why);
 * rejects with an ApiError for anything else, with the server's Spanish message first.
 */
export async function uploadFile(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult['data']> {
  let sending = 0
  // As apiRequest does: one renewal of an expired session, then the same file again.
  const sent = await sendWithRenewal(() => {
    // A second sending starts its progress from nothing again.
    if (sending++ > 0) onProgress(0)
    return send(path, file, onProgress)
  }, true)
  const result = resultOf(sent.body)
  if ((sent.status === 200 || sent.status === 415) && result) return result
  if (sent.status === 413)
    throw new ApiError(messageOf(sent.body) ?? t('fileLibrary.uploadTooLarge', { name: file.name }), 413)
  throw new ApiError(messageOf(sent.body) ?? es['fileLibrary.uploadFailed'], sent.status)
}
