import type { MediaItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Lock, Pause, Play, Video } from 'lucide-react'
import { memo, useId } from 'react'
import { Badge } from '../../../components/ui/badge.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { useRevealedCount } from '../../../lib/use-revealed-count.ts'
import { useWideScreen } from '../../../lib/use-wide-screen.ts'
import { coverOf } from '../lib/track.ts'
import { DownloadButton } from '../offline/download-button.tsx'
import { Equaliser } from './equaliser.tsx'
import { FavouriteButton } from './favourite-button.tsx'

/** The item in the player bar, and whether it is sounding now or paused. */
export type NowPlaying = { id: string; playing: boolean } | null

/** How an item stands in the player: sounding, paused in the bar, or neither. */
type PlayState = 'playing' | 'paused' | null

type MediaListProps = {
  items: MediaItem[]
  nowPlaying: NowPlaying
  /** Play, watch or (locked) upgrade; for the item in the bar, pause it or play it on. */
  onSelect: (item: MediaItem) => void
  /** The member's favourites and how to mark one (issue 17); without them, no hearts. */
  favourites?: { ids: ReadonlySet<string>; onToggle: (item: MediaItem) => void }
  /** 'Descargar' beside each audio the plan reaches (decision 082); only for a member with a plan. */
  downloads?: boolean
}

/** What choosing an item does, said to assistive technology: play, pause, watch, or upgrade to open it. */
function actionLabel(item: MediaItem, state: PlayState): string {
  if (item.locked) return t('meditations.unlock', { title: item.title })
  if (item.fileType === 'video') return t('meditations.watch', { title: item.title })
  return t(state === 'playing' ? 'meditations.pause' : 'meditations.play', { title: item.title })
}

/**
 * The cover with a small round mark in its corner: what choosing does (play, watch, locked), or, for
 * the item in the bar, the equaliser (a pause sign under the pointer) or a play sign when paused.
 */
function Artwork({ item, state, className }: { item: MediaItem; state: PlayState; className: string }) {
  const Icon = item.locked ? Lock : item.fileType === 'video' ? Video : Play
  return (
    <span className={cn('relative block shrink-0', className)}>
      <img
        src={coverOf(item)}
        alt=""
        loading="lazy"
        className={cn('size-full rounded-xl bg-ink-100 object-cover', item.locked && 'opacity-60 grayscale')}
      />
      <span
        aria-hidden="true"
        className={cn(
          'absolute -right-1.5 -bottom-1.5 flex size-8 items-center justify-center rounded-full shadow-soft ring-2 ring-white transition-colors',
          state
            ? 'bg-primary-700 text-white'
            : item.locked
              ? 'bg-ink-100 text-ink-700'
              : 'bg-white text-primary-700 group-hover:bg-primary-700 group-hover:text-white',
        )}
      >
        {state === 'playing' ? (
          <>
            <Equaliser moving className="group-hover:hidden" />
            <Pause className="hidden size-3.5 fill-current group-hover:block" />
          </>
        ) : state === 'paused' ? (
          <Play className="size-3.5 fill-current" />
        ) : (
          <Icon className={cn('size-3.5', Icon === Play && 'fill-current')} />
        )}
      </span>
    </span>
  )
}

/** Under the title: 'Sonando' (moving bars) or 'En pausa' for the item in the bar; 'No incluido…' when locked. */
function Status({ item, state, id }: { item: MediaItem; state: PlayState; id: string }) {
  if (item.locked)
    return (
      <Badge className="self-start">
        <Lock aria-hidden="true" className="size-3" />
        {es['meditations.locked']}
      </Badge>
    )
  if (!state) return null
  return (
    <Badge id={id} tone="primary" className="self-start">
      <Equaliser moving={state === 'playing'} className="h-2.5" />
      {es[state === 'playing' ? 'meditations.nowPlaying' : 'meditations.paused']}
    </Badge>
  )
}

/** The props every item's button shares: its name, and, for the item in the bar, that it is the current one. */
function buttonProps(item: MediaItem, state: PlayState, statusId: string) {
  return {
    type: 'button' as const,
    'aria-label': actionLabel(item, state),
    'aria-current': state ? ('true' as const) : undefined,
    'aria-describedby': state ? statusId : undefined,
  }
}

/** One item of the list, as a card or a table row. */
type ItemProps = {
  item: MediaItem
  state: PlayState
  /** The id of its 'Sonando'/'En pausa' mark, which its button is described by. */
  statusId: string
  onSelect: (item: MediaItem) => void
  /** Whether it is a favourite; undefined where the list has no hearts. */
  favourite: boolean | undefined
  onToggleFavourite: ((item: MediaItem) => void) | undefined
  downloads: boolean
}

/** The item's heart, where the list has hearts. */
function Heart({
  item,
  favourite,
  onToggle,
}: {
  item: MediaItem
  favourite: boolean
  onToggle: ItemProps['onToggleFavourite']
}) {
  return <FavouriteButton title={item.title} favourite={favourite} onToggle={() => onToggle?.(item)} />
}

const placeOf = (item: MediaItem) => `${item.theme.category.name} · ${item.theme.name}`

// An item is drawn again only when what it shows changes: the list grows by slices (below), and each
// slice would otherwise draw every row already shown again (issue 28).
const MediaCard = memo(function MediaCard({
  item,
  state,
  statusId,
  onSelect,
  favourite,
  onToggleFavourite,
  downloads,
}: ItemProps) {
  return (
    <li
      className={cn(
        'group relative flex gap-4 rounded-2xl border p-3 shadow-soft transition-colors hover:border-primary-300',
        state ? 'border-primary-300 bg-primary-50' : 'border-ink-200 bg-white',
        // Room for the heart and the download, which sit over the card's right corners.
        (favourite !== undefined || downloads) && 'pr-12',
      )}
    >
      <Artwork item={item} state={state} className="size-20" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        {/* The title is the card's one button, stretched over the whole card (its ::after), so
            its spoken name ('Reproducir …') holds the words it shows and no more (WCAG 2.5.3). */}
        <button
          {...buttonProps(item, state, statusId)}
          onClick={() => onSelect(item)}
          className={cn(
            'cursor-pointer text-left font-semibold text-ink-950 outline-none',
            'after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600',
          )}
        >
          <span data-testid="media-title">{item.title}</span>
        </button>
        <span className="line-clamp-2 text-sm text-ink-700">{item.description}</span>
        <span className="text-sm text-ink-600">
          <span className="tabular-nums">{formatMinutesSeconds(item.duration)}</span> · {placeOf(item)}
        </span>
        <Status item={item} state={state} id={statusId} />
      </span>
      {/* Above the stretched button: the heart and the download are buttons of their own. */}
      {favourite !== undefined ? (
        <div className="absolute top-1 right-1 z-10">
          <Heart item={item} favourite={favourite} onToggle={onToggleFavourite} />
        </div>
      ) : null}
      {downloads ? (
        <div className="absolute right-1 bottom-1 z-10">
          <DownloadButton item={item} />
        </div>
      ) : null}
    </li>
  )
})

// Columns that give way: the category and theme below a 48rem box, the description below 66rem
// (1280 px beside the open sidebar has a 58rem box); what gives way is shown under the title.
const placeColumn = 'hidden @3xl:table-cell'
const descriptionColumn = 'hidden @min-[66rem]:table-cell'

const MediaRow = memo(function MediaRow({
  item,
  state,
  statusId,
  onSelect,
  favourite,
  onToggleFavourite,
  downloads,
}: ItemProps) {
  return (
    // The row answers a click anywhere on it; the title's button is its keyboard and screen-reader control.
    <tr
      onClick={() => onSelect(item)}
      className={cn('group cursor-pointer transition-colors', state ? 'bg-primary-50' : 'hover:bg-sand-50')}
    >
      <td className="py-3 pr-3 pl-5 align-middle">
        <Artwork item={item} state={state} className="size-14" />
      </td>
      <td className="px-3 py-3 align-middle">
        <span className="flex flex-col items-start gap-1">
          <button
            {...buttonProps(item, state, statusId)}
            onClick={(event) => {
              event.stopPropagation()
              onSelect(item)
            }}
            className="cursor-pointer rounded-md text-left text-base font-semibold text-ink-950 group-hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            <span data-testid="media-title">{item.title}</span>
          </button>
          <span className="line-clamp-2 text-ink-700 @min-[66rem]:hidden">{item.description}</span>
          <span className="text-ink-600 @3xl:hidden">{placeOf(item)}</span>
          <Status item={item} state={state} id={statusId} />
        </span>
      </td>
      <td className={cn('px-3 py-3 align-middle text-ink-700', descriptionColumn)}>
        <p className="line-clamp-2">{item.description}</p>
      </td>
      <td className={cn('px-3 py-3 align-middle text-ink-800', placeColumn)}>{item.theme.category.name}</td>
      <td className={cn('px-3 py-3 align-middle text-ink-800', placeColumn)}>{item.theme.name}</td>
      <td className="px-3 py-3 text-right align-middle text-ink-700 tabular-nums">
        {formatMinutesSeconds(item.duration)}
      </td>
      {favourite !== undefined ? (
        <td className="py-3 align-middle">
          <Heart item={item} favourite={favourite} onToggle={onToggleFavourite} />
        </td>
      ) : null}
      {downloads ? (
        <td className="py-3 pr-2 align-middle">
          <DownloadButton item={item} />
        </td>
      ) : null}
    </tr>
  )
})

/**
 * The items as a library: on a wide screen a table (Portada, Título, Descripción, Categoría, Tema,
 * Duración) that fits its box, its columns giving way as the box narrows (the description and the
 * category and theme go under the title); below 1024 px, cards with the cover. Each item is one
 * button: play, watch, or (locked) upgrade; the item in the bar is marked and its button pauses.
 * A screenful is drawn at once, the rest in the following tasks (`useRevealedCount`).
 */
export function MediaList({ items, nowPlaying, onSelect, favourites, downloads = false }: MediaListProps) {
  const wide = useWideScreen(1024)
  const baseId = useId()
  const shown = items.slice(0, useRevealedCount(items.length))
  const Item = wide ? MediaRow : MediaCard
  const drawn = shown.map((item) => (
    <Item
      key={item._id}
      item={item}
      state={nowPlaying?.id === item._id ? (nowPlaying.playing ? 'playing' : 'paused') : null}
      statusId={`${baseId}-${item._id}-status`}
      onSelect={onSelect}
      favourite={favourites?.ids.has(item._id)}
      onToggleFavourite={favourites?.onToggle}
      downloads={downloads}
    />
  ))

  if (!wide) return <ul className="flex flex-col gap-3">{drawn}</ul>

  const head = 'px-3 py-3 text-xs font-semibold whitespace-nowrap'
  return (
    <div className="@container overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-soft">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="border-b border-ink-200 bg-ink-50/60 text-ink-700">
          <tr>
            <th scope="col" className={cn(head, 'w-24 pl-5')}>
              {es['meditations.column.cover']}
            </th>
            <th scope="col" className={cn(head, '@min-[66rem]:w-[26%]')}>
              {es['meditations.column.title']}
            </th>
            <th scope="col" className={cn(head, descriptionColumn)}>
              {es['meditations.column.description']}
            </th>
            <th scope="col" className={cn(head, placeColumn, 'w-[15%]')}>
              {es['meditations.column.category']}
            </th>
            <th scope="col" className={cn(head, placeColumn, 'w-[16%]')}>
              {es['meditations.column.theme']}
            </th>
            <th scope="col" className={cn(head, 'w-20 text-right')}>
              {es['meditations.column.duration']}
            </th>
            {favourites ? (
              <th scope="col" className="w-12">
                <span className="sr-only">{es['favourites.title']}</span>
              </th>
            ) : null}
            {downloads ? (
              <th scope="col" className="w-12">
                <span className="sr-only">{es['downloads.title']}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{drawn}</tbody>
      </table>
    </div>
  )
}
