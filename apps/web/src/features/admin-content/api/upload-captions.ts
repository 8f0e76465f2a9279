import type { FileItem, UploadResult } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { ApiError, baseHeaders, sendWithRenewal } from '../../../lib/api-client.ts'

/**
 * POST /api/upload/subtitulos (admin) with one WebVTT, from the audio/video form (issue 34): the
 * stored file, or an ApiError with the server's Spanish message — for a malformed file (422) the
 * one naming its line. A file is a few kilobytes: fetch, no progress to show.
 */
export async function uploadCaptions(file: File): Promise<FileItem> {
  const send = async () => {
    const form = new FormData()
    form.append('file', file, file.name)
    try {
      const response = await fetch('/api/upload/subtitulos', {
        method: 'POST',
        headers: baseHeaders(),
        credentials: 'include',
        body: form,
      })
      return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown }
    } catch {
      throw new ApiError(es['adminCaptions.uploadFailed'], 0)
    }
  }
  const sent = await sendWithRenewal(send, true)
  const body = sent.body as Partial<UploadResult> | undefined
  const stored = sent.status === 200 ? body?.data?.items[0] : undefined
  if (stored) return stored
  const message = body?.data?.rejected[0]?.message ?? body?.message ?? es['adminCaptions.uploadFailed']
  throw new ApiError(message, sent.status, body?.code)
}
