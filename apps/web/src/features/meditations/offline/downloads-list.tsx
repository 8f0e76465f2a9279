import { es, t } from '@sosiego/shared/messages/panel'
import { Play, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { notify } from '../../../lib/notify.ts'
import { playerStore } from '../player/player-store.ts'
import { downloadStore, maxDownloads, useDownloads } from './download-store.ts'

// Made on first use: a unit formatter is costly to build (issue 28), and most visits list no download.
let megabytes: Intl.NumberFormat | undefined
function inMegabytes(bytes: number): string {
  megabytes ??= new Intl.NumberFormat('es-ES', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
  return megabytes.format(bytes / 1_000_000)
}

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
            <li key={entry.id} className="relative flex items-center gap-2 p-2 sm:gap-3">
              <img
                src={entry.coverUrl}
                alt=""
                loading="lazy"
                className="size-12 shrink-0 rounded-md object-cover"
              />
              <span className="flex min-w-0 flex-1 flex-col items-start">
                {/* The title is the row's button, stretched over the row (its ::after): its spoken name
                    holds the words it shows (WCAG 2.5.3). */}
                <button
                  type="button"
                  onClick={() => playerStore.play(entries, index)}
                  aria-label={t('downloads.play', { title: entry.title })}
                  className="max-w-full cursor-pointer truncate text-left font-semibold text-ink-950 outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-primary-600"
                >
                  {entry.title}
                </button>
                <span className="flex items-center gap-1 text-sm text-ink-700 tabular-nums">
                  <Play aria-hidden="true" className="size-3.5" />
                  {formatMinutesSeconds(entry.duration)} · {inMegabytes(entry.bytes)}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="relative z-10"
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
