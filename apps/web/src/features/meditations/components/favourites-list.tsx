import type { MediaItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Play, Video } from 'lucide-react'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { coverOf } from '../lib/track.ts'
import { FavouriteButton } from './favourite-button.tsx'

type FavouritesListProps = {
  /** The member's favourites of the type shown, newest first. */
  items: MediaItem[]
  onSelect: (item: MediaItem) => void
  onUnmark: (item: MediaItem) => void
}

/**
 * 'Favoritos' above the table (issue 17): the member's favourites as a row of cards that scrolls
 * sideways on a phone; each plays (or opens) like its row, and its heart unmarks it.
 */
export function FavouritesList({ items, onSelect, onUnmark }: FavouritesListProps) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="favourites-heading" className="flex flex-col gap-3">
      <h2 id="favourites-heading" className="font-display text-2xl text-ink-950">
        {es['favourites.title']}
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {items.map((item) => {
          const Icon = item.fileType === 'video' ? Video : Play
          return (
            <li
              key={item._id}
              className="relative flex w-72 shrink-0 snap-start items-center gap-2 rounded-2xl border border-ink-200 bg-white p-2 shadow-soft sm:w-80"
            >
              <img
                src={coverOf(item)}
                alt=""
                loading="lazy"
                className="size-14 shrink-0 rounded-xl object-cover"
              />
              <span className="flex min-w-0 flex-1 flex-col items-start">
                {/* The title is the card's button, stretched over the card (its ::after): its spoken
                    name holds the words it shows (WCAG 2.5.3). Whole on two lines at the card's width. */}
                <button
                  type="button"
                  onClick={() => onSelect(item)}
                  aria-label={t(
                    item.locked
                      ? 'meditations.unlock'
                      : item.fileType === 'video'
                        ? 'meditations.watch'
                        : 'meditations.play',
                    { title: item.title },
                  )}
                  className="line-clamp-2 cursor-pointer text-left font-semibold text-ink-950 outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600"
                >
                  <span data-testid="media-title">{item.title}</span>
                </button>
                <span className="flex items-center gap-1 text-sm text-ink-700 tabular-nums">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {formatMinutesSeconds(item.duration)}
                </span>
              </span>
              <FavouriteButton
                title={item.title}
                favourite
                onToggle={() => onUnmark(item)}
                className="relative z-10"
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
