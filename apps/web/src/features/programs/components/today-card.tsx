import type { MediaItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Lock, Play, Video } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { useToday } from '../api/get-today.ts'

/** The card's box: the same for the card, its skeleton and its error, so nothing below it moves. */
const box =
  'flex min-h-40 items-center gap-4 rounded-2xl border border-primary-200 bg-primary-50 p-4 sm:min-h-44 sm:gap-6 sm:p-6'
const coverBox = 'size-28 shrink-0 rounded-xl object-cover sm:size-32'

type TodayCardProps = {
  /** Plays in place: the bar (audio) or the video modal; a locked item opens the plan picker. */
  onPlay: (item: MediaItem) => void
  /** The item's cover, or the catalogue's default one (meditations decides it). */
  coverOf: (item: MediaItem) => string
}

/**
 * 'Tu meditación de hoy' (issue 30), the first thing on the panel home: cover, title, duration and a
 * button that plays it where the member is. Its box keeps its height while it loads.
 */
export function TodayCard({ onPlay, coverOf }: TodayCardProps) {
  const today = useToday()
  const item = today.data?.today.item
  return (
    <TodaySection>
      {today.isError ? (
        <div className={box} role="alert">
          <p className="flex-1 text-ink-800">{today.error.message || es['panelHome.todayFailed']}</p>
          <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
            {es['panelPrograms.retry']}
          </Button>
        </div>
      ) : item ? (
        <TodayItem item={item} onPlay={onPlay} cover={coverOf(item)} />
      ) : (
        <LoadingBox />
      )}
    </TodaySection>
  )
}

function TodaySection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="today-heading" className="flex flex-col gap-3">
      <h2 id="today-heading" className="font-display text-2xl text-ink-950">
        {es['panelHome.today']}
      </h2>
      {children}
    </section>
  )
}

/** The card's place in the home's frame (issue 28), as it looks while today's meditation loads. */
export function TodaySkeleton() {
  return (
    <TodaySection>
      <LoadingBox />
    </TodaySection>
  )
}

function LoadingBox() {
  return (
    <div className={box} role="status">
      <span className="sr-only">{es['panelHome.todayLoading']}</span>
      <span aria-hidden="true" className={`${coverBox} bg-primary-100 motion-safe:animate-pulse`} />
      <span aria-hidden="true" className="flex flex-1 flex-col gap-3">
        <span className="h-5 w-3/5 rounded bg-primary-100 motion-safe:animate-pulse" />
        <span className="h-4 w-1/3 rounded bg-primary-100/70" />
        <span className="h-11 w-32 rounded-full bg-primary-100/70" />
      </span>
    </div>
  )
}

function TodayItem({
  item,
  onPlay,
  cover,
}: {
  item: MediaItem
  onPlay: (item: MediaItem) => void
  cover: string
}) {
  const video = item.fileType === 'video'
  const Icon = item.locked ? Lock : video ? Video : Play
  const action = item.locked
    ? es['panelPrograms.upgrade']
    : video
      ? es['panelPrograms.watch']
      : es['panelPrograms.listen']
  return (
    <div className={box}>
      {/* The first image a member sees: loaded at once, not lazily. */}
      <img src={cover} alt="" fetchPriority="high" width={128} height={128} className={coverBox} />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <h3 className="line-clamp-2 text-lg font-semibold text-ink-950 sm:text-xl">{item.title}</h3>
        <p className="flex items-center gap-1.5 text-sm text-ink-700 tabular-nums">
          {video ? (
            <Video aria-hidden="true" className="size-3.5" />
          ) : (
            <Play aria-hidden="true" className="size-3.5" />
          )}
          {formatMinutesSeconds(item.duration)} · {item.theme.name}
        </p>
        {item.locked ? (
          <p className="text-sm font-semibold text-sand-800">{es['panelPrograms.fullPlan']}</p>
        ) : null}
        <Button
          onClick={() => onPlay(item)}
          aria-label={
            item.locked
              ? undefined
              : t(video ? 'panelPrograms.watchStep' : 'panelPrograms.listenStep', { title: item.title })
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {action}
        </Button>
      </div>
    </div>
  )
}
