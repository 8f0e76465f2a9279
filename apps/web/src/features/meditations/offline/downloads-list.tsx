import { es, t } from '@sosiego/shared/messages/panel'
import { Play, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { notify } from '../../../lib/notify.ts'
import { playerStore } from '../player/player-store.ts'
import { downloadStore, maxDownloads, useDownloads } from './download-store.ts'

const megabytes = new Intl.NumberFormat('es-ES', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
})

/**
 * 'Descargas' (issue 17, decision 082): the audios this member keeps on this device, newest last as
 * they were downloaded, each to play (the bar plays on through the downloads, so a listener offline
 * never lands on something that needs the network) or to remove with 'Eliminar descarga'.
 */
export function DownloadsList() {
  const { entries, progress } = useDownloads()
  const downloading = Object.keys(progress).length
  if (entries.length === 0 && downloading === 0) return null
  return (
    <section aria-labelledby="downloads-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="downloads-heading" className="font-display text-2xl text-ink-950">
          {es['downloads.title']}
        </h2>
        <p className="text-sm text-ink-700">
          {t('downloads.summary', { count: entries.length, max: maxDownloads })}
        </p>
      </div>
      {entries.length > 0 ? (
        <ul className="flex flex-col divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white shadow-soft">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex items-center gap-2 p-2 sm:gap-3">
              <button
                type="button"
                onClick={() => playerStore.play(entries, index)}
                aria-label={t('downloads.play', { title: entry.title })}
                className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <img
                  src={entry.coverUrl}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded-md object-cover"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold text-ink-950">{entry.title}</span>
                  <span className="flex items-center gap-1 text-sm text-ink-700 tabular-nums">
                    <Play aria-hidden="true" className="size-3.5" />
                    {formatMinutesSeconds(entry.duration)} · {megabytes.format(entry.bytes / 1_000_000)}
                  </span>
                </span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('downloads.removeItem', { title: entry.title })}
                onClick={() =>
                  void downloadStore.remove(entry.id).then(() => notify.success(es['downloads.removed']))
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{es['downloads.remove']}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
