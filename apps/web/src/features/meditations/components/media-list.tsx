import { es, formatMinutesSeconds, type MediaItem, t } from '@sosiego/shared'
import { Lock, Play, Video } from 'lucide-react'
import { Badge } from '../../../components/ui/badge.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx'
import { cn } from '../../../lib/cn.ts'
import { useWideScreen } from '../../../lib/use-wide-screen.ts'
import { coverOf } from '../lib/track.ts'
import { DownloadButton } from '../offline/download-button.tsx'
import { FavouriteButton } from './favourite-button.tsx'

type MediaListProps = {
  items: MediaItem[]
  /** The item in the player bar, marked in the list. */
  playingId: string | null
  onSelect: (item: MediaItem) => void
  /** The member's favourites and how to mark one (issue 17); without them, no hearts. */
  favourites?: { ids: ReadonlySet<string>; onToggle: (item: MediaItem) => void }
  /** 'Descargar' beside each audio the plan reaches (decision 082); only for a member with a plan. */
  downloads?: boolean
}

/** What choosing an item does, said to assistive technology: play, watch, or upgrade to open it. */
function actionLabel(item: MediaItem): string {
  if (item.locked) return t('meditations.unlock', { title: item.title })
  return t(item.fileType === 'video' ? 'meditations.watch' : 'meditations.play', { title: item.title })
}

function ActionIcon({ item }: { item: MediaItem }) {
  const Icon = item.locked ? Lock : item.fileType === 'video' ? Video : Play
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        item.locked ? 'bg-ink-100 text-ink-700' : 'bg-primary-100 text-primary-700',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
  )
}

function Cover({ item, className }: { item: MediaItem; className?: string }) {
  return (
    <img
      src={coverOf(item)}
      alt=""
      loading="lazy"
      className={cn('shrink-0 rounded-md object-cover', item.locked && 'opacity-60 grayscale', className)}
    />
  )
}

function Marks({ item, playing }: { item: MediaItem; playing: boolean }) {
  if (item.locked)
    return (
      <Badge>
        <Lock aria-hidden="true" className="size-3" />
        {es['meditations.locked']}
      </Badge>
    )
  return playing ? <Badge tone="primary">{es['meditations.nowPlaying']}</Badge> : null
}

/**
 * The items as a table (Portada, Título, Descripción, Categoría, Tema, Duración), or as cards on a
 * phone, with the same information. Each item is one button: play, watch, or (locked) upgrade.
 */
export function MediaList({ items, playingId, onSelect, favourites, downloads = false }: MediaListProps) {
  const wide = useWideScreen()
  const heart = (item: MediaItem) =>
    favourites ? (
      <FavouriteButton
        title={item.title}
        favourite={favourites.ids.has(item._id)}
        onToggle={() => favourites.onToggle(item)}
      />
    ) : null
  if (!wide) {
    return (
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item._id} className="relative">
            <button
              type="button"
              onClick={() => onSelect(item)}
              aria-label={actionLabel(item)}
              className={cn(
                'flex w-full cursor-pointer gap-3 rounded-xl border bg-white p-3 text-left shadow-soft transition-colors hover:border-primary-300',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                item._id === playingId ? 'border-primary-400' : 'border-ink-200',
                // Room for the heart and the download, which sit over the card's right corners.
                (favourites || downloads) && 'pr-12',
              )}
            >
              <Cover item={item} className="size-20" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="font-semibold text-ink-950">{item.title}</span>
                  <span className="pt-0.5 text-sm text-ink-700 tabular-nums">
                    {formatMinutesSeconds(item.duration)}
                  </span>
                </span>
                <span className="line-clamp-2 text-sm text-ink-700">{item.description}</span>
                <span className="text-sm text-ink-600">
                  {item.theme.category.name} · {item.theme.name}
                </span>
                <span className="flex items-center gap-2">
                  <Marks item={item} playing={item._id === playingId} />
                </span>
              </span>
            </button>
            {favourites ? <div className="absolute top-1 right-1">{heart(item)}</div> : null}
            {downloads ? (
              <div className="absolute right-1 bottom-1">
                <DownloadButton item={item} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Table>
      <TableHeader>
        <tr>
          <TableHead>{es['meditations.column.cover']}</TableHead>
          <TableHead>{es['meditations.column.title']}</TableHead>
          <TableHead>{es['meditations.column.description']}</TableHead>
          <TableHead>{es['meditations.column.category']}</TableHead>
          <TableHead>{es['meditations.column.theme']}</TableHead>
          <TableHead className="text-right">{es['meditations.column.duration']}</TableHead>
          {favourites ? (
            <TableHead className="w-14">
              <span className="sr-only">{es['favourites.title']}</span>
            </TableHead>
          ) : null}
          {downloads ? (
            <TableHead className="w-14">
              <span className="sr-only">{es['downloads.title']}</span>
            </TableHead>
          ) : null}
        </tr>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          // The row answers a click anywhere on it; the title's button is its keyboard and screen-reader control.
          <TableRow
            key={item._id}
            onClick={() => onSelect(item)}
            aria-current={item._id === playingId ? 'true' : undefined}
            className={cn('cursor-pointer', item._id === playingId && 'bg-primary-50')}
          >
            <TableCell className="w-20">
              <Cover item={item} className="size-12" />
            </TableCell>
            <TableCell className="min-w-44">
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation()
                  onSelect(item)
                }}
                aria-label={actionLabel(item)}
                className="flex cursor-pointer items-center gap-3 rounded-md text-left font-semibold text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <ActionIcon item={item} />
                <span className="flex flex-col items-start gap-1">
                  {item.title}
                  <Marks item={item} playing={item._id === playingId} />
                </span>
              </button>
            </TableCell>
            <TableCell className="max-w-md min-w-40">
              <p className="line-clamp-2">{item.description}</p>
            </TableCell>
            <TableCell>{item.theme.category.name}</TableCell>
            <TableCell>{item.theme.name}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMinutesSeconds(item.duration)}</TableCell>
            {favourites ? <TableCell className="w-14">{heart(item)}</TableCell> : null}
            {downloads ? (
              <TableCell className="w-14">
                <DownloadButton item={item} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
