import type { MediaItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { CircleCheck, Download } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'
import { canDownload, useDownloads } from './download-store.ts'
import { startDownload } from './start-download.ts'

const shape =
  'flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600'

/**
 * Beside an audio the member's plan reaches: 'Descargar' (an icon button), then the share received
 * while it downloads, then a 'Descargado' mark. Removing is in 'Descargas', where the list is.
 */
export function DownloadButton({ item, className }: { item: MediaItem; className?: string }) {
  const { entries, progress } = useDownloads()
  if (item.locked || item.fileType !== 'audio' || !canDownload()) return null
  if (entries.some((entry) => entry.id === item._id))
    return (
      <span
        role="img"
        aria-label={`${item.title}: ${es['downloads.downloaded']}`}
        className={cn(shape, 'text-primary-700', className)}
      >
        <CircleCheck aria-hidden="true" className="size-5" />
      </span>
    )
  const share = progress[item._id]
  if (share !== undefined) {
    const percent = Math.round(share * 100)
    return (
      <span
        role="progressbar"
        aria-label={t('downloads.downloadingItem', { title: item.title, percent })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={cn(shape, 'text-xs font-semibold text-primary-800 tabular-nums', className)}
        // The ring fills as the file arrives.
        style={{
          background: `conic-gradient(var(--color-primary-500) ${percent}%, var(--color-primary-100) 0)`,
        }}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-white">{percent}</span>
      </span>
    )
  }
  return (
    <button
      type="button"
      aria-label={t('downloads.downloadItem', { title: item.title })}
      title={es['downloads.download']}
      onClick={(event) => {
        // Inside a clickable row: downloading must not also play the item.
        event.stopPropagation()
        void startDownload(item)
      }}
      className={cn(shape, 'cursor-pointer text-ink-600 transition-colors hover:bg-primary-50', className)}
    >
      <Download aria-hidden="true" className="size-5" />
    </button>
  )
}
