import type { MediaItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { notify } from '../../../lib/notify.ts'
import { DownloadError, type DownloadFailure, downloadStore, maxDownloads } from './download-store.ts'

const failureText: Record<DownloadFailure, string> = {
  limit: t('downloads.limit', { max: maxDownloads }),
  notAllowed: es['downloads.notAllowed'],
  noSpace: es['downloads.noSpace'],
  failed: es['downloads.failed'],
}

/** 'Descargar': downloads the audio and says how it went (a toast either way). */
export async function startDownload(item: MediaItem): Promise<void> {
  if (navigator.onLine === false) return notify.error(es['downloads.needsConnection'])
  try {
    await downloadStore.download(item)
    notify.success(t('downloads.done', { title: item.title }))
  } catch (error) {
    notify.error(failureText[error instanceof DownloadError ? error.reason : 'failed'])
  }
}
