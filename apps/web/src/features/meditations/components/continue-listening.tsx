import { isResumable, type MediaItem, type PlaybackPosition } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Play, Video } from 'lucide-react'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { coverOf } from '../lib/track.ts'

/** How many started items the box shows: the most recent. */
const shown = 6

export type ContinueEntry = { item: MediaItem; position: number; duration: number }

/**
 * The items the member started and did not finish, newest first (issue 17), from the saved places
 * and the catalogue as the member sees it now: an item gone from the catalogue, or no longer in the
 * member's plan, is left out.
 */
export function continueEntries(positions: PlaybackPosition[], media: MediaItem[]): ContinueEntry[] {
  const byId = new Map(media.map((item) => [item._id, item]))
  const entries: ContinueEntry[] = []
  for (const saved of positions) {
    const item = byId.get(saved.mediaId)
    if (!item || item.locked || !isResumable(saved.positionSeconds, saved.durationSeconds)) continue
    entries.push({ item, position: saved.positionSeconds, duration: saved.durationSeconds })
    if (entries.length === shown) break
  }
  return entries
}

type ContinueListeningProps = {
  entries: ContinueEntry[]
  onContinue: (entry: ContinueEntry) => void
}

/** 'Continuar escuchando' above the catalogue: one button per item, starting where it was left. */
export function ContinueListening({ entries, onContinue }: ContinueListeningProps) {
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="continue-listening" className="flex flex-col gap-3">
      <h2 id="continue-listening" className="font-display text-2xl text-ink-950">
        {es['meditations.continueListening']}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => {
          const at = formatMinutesSeconds(entry.position)
          const Icon = entry.item.fileType === 'video' ? Video : Play
          return (
            <li
              key={entry.item._id}
              className="relative flex items-center gap-3 rounded-xl border border-ink-200 bg-white p-3 shadow-soft transition-colors hover:border-primary-300"
            >
              <img src={coverOf(entry.item)} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
              <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
                {/* The title is the card's button, stretched over the card (its ::after): its spoken
                    name ('…: continuar desde 2:30') holds the words it shows (WCAG 2.5.3). */}
                <button
                  type="button"
                  onClick={() => onContinue(entry)}
                  aria-label={t('meditations.continueItem', { title: entry.item.title, position: at })}
                  className="line-clamp-2 cursor-pointer text-left font-semibold text-ink-950 outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600"
                >
                  <span data-testid="media-title">{entry.item.title}</span>
                </button>
                <span className="flex items-center gap-1.5 text-sm text-primary-800">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {t('meditations.continueFrom', { position: at })}
                </span>
                <span
                  aria-hidden="true"
                  className="h-1.5 w-full overflow-hidden rounded-full bg-ink-100"
                  title={t('meditations.progressOf', {
                    position: at,
                    total: formatMinutesSeconds(entry.duration),
                  })}
                >
                  <span
                    className="block h-full rounded-full bg-primary-600"
                    style={{ width: `${Math.min(100, (entry.position / entry.duration) * 100)}%` }}
                  />
                </span>
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
