import type { MediaItem, TestResult } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { useNextTaskValue } from '../../../lib/use-next-task.ts'
import { useFavourites, useSetFavourite } from '../api/favourites.ts'
import { useCategories, useMedia, useThemes } from '../api/get-catalogue.ts'
import { resumePositionOf, usePlaybackPositions } from '../api/playback-positions.ts'
import {
  filterMedia,
  filtersFromParams,
  isFiltering,
  type MediaFilters,
  type MediaType,
  nearestMedia,
  paramsWithFilters,
} from '../lib/media-filters.ts'
import { type Track, trackOf } from '../lib/track.ts'
import { canDownload, downloadStore } from '../offline/download-store.ts'
import { DownloadsList } from '../offline/downloads-list.tsx'
import { OfflineNotice } from '../offline/offline-notice.tsx'
import { useOnline } from '../offline/use-online.ts'
import { currentTrack, playerStore, usePlayer } from '../player/player-store.ts'
import { type ContinueEntry, ContinueListening, continueEntries } from './continue-listening.tsx'
import { FavouritesList } from './favourites-list.tsx'
import { MediaFiltersBar } from './media-filters-bar.tsx'
import { MediaList, type NowPlaying } from './media-list.tsx'
import { Recommendations } from './recommendations.tsx'

const VideoDialog = lazyNamed(() => import('./video-dialog.tsx'), 'VideoDialog')

type MeditationsPageProps = {
  /** The member's test result, when they took the test: the recommendations box. */
  testResult: TestResult | null
  /** A locked item was chosen, or 'Adquirir plan': the route opens the plan picker. */
  onUpgrade: () => void
  /**
   * Whether the member has a plan in force. Without one the page shows the catalogue locked and
   * 'Adquirir plan' (spec §6: listening needs an active subscription); the server refuses the media.
   */
  canListen: boolean
  /** Beside the heading: the route puts the review button there ('Dejar una reseña'). */
  headerAction?: ReactNode
}

/**
 * While the page's calls are on their way: the shape of the list, as tall as the screen, so what
 * replaces it moves nothing into view below it.
 */
function LibrarySkeleton() {
  return (
    <div role="status" className="flex min-h-dvh flex-col gap-4">
      <span className="sr-only">{es['meditations.loading']}</span>
      <div aria-hidden="true" className="h-11 w-48 rounded-full bg-ink-100/70" />
      <div aria-hidden="true" className="h-28 rounded-2xl bg-white shadow-soft" />
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {[0, 1, 2, 3, 4].map((row) => (
          <li key={row} className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-3">
            <span className="size-16 shrink-0 rounded-xl bg-ink-100/70 motion-safe:animate-pulse" />
            <span className="flex flex-1 flex-col justify-center gap-2">
              <span className="h-4 w-2/5 rounded bg-ink-100 motion-safe:animate-pulse" />
              <span className="h-3 w-4/5 rounded bg-ink-100/70 motion-safe:animate-pulse" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The page's top and column. While the session is checked (the frame the server pre-renders, issue
 * 28) it holds the heading, the intro and the skeleton, so the page paints its shape and its largest
 * text before any script runs.
 */
export function MeditationsFrame({
  headerAction,
  children = <LibrarySkeleton />,
}: {
  headerAction?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-4xl leading-tight text-ink-950">{es['meditations.title']}</h1>
          <p className="text-ink-700">{es['meditations.intro']}</p>
        </div>
        {headerAction}
      </header>
      {children}
    </div>
  )
}

const emptyText: Record<MediaType, string> = {
  audio: es['meditations.emptyAudios'],
  video: es['meditations.emptyVideos'],
}

/**
 * /panel/meditaciones (spec §2 "Meditaciones"): the member's audios and videos with their filters
 * (kept in the URL), recommendations from the test, and each item played in the bottom bar (audio),
 * a modal (video), or, when the plan does not reach it, offered through the plan picker.
 */
export function MeditationsPage({ testResult, onUpgrade, canListen, headerAction }: MeditationsPageProps) {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const media = useMedia()
  const categories = useCategories()
  const themes = useThemes()
  const player = usePlayer()
  const playingId = currentTrack(player)?.id ?? null
  const nowPlaying: NowPlaying = playingId ? { id: playingId, playing: player.playing } : null
  const online = useOnline()
  const positions = usePlaybackPositions(canListen)
  const [video, setVideo] = useState<{
    track: Track
    start: { at: number; offer: boolean; request: number }
  } | null>(null)
  const videoRequests = useRef(0)
  const openVideo = (item: MediaItem, at: number, offer: boolean) =>
    setVideo({ track: trackOf(item), start: { at, offer, request: ++videoRequests.current } })

  // Typing replaces the history entry; a chosen filter adds one, so Back undoes it.
  const change = (next: Partial<MediaFilters>, typing = false) =>
    setParams(paramsWithFilters(params, next), { replace: typing, preventScrollReset: true })

  const failed = media.isError || categories.isError || themes.isError
  const loading = media.isPending || categories.isPending || themes.isPending
  const favouriteRows = useFavourites()
  const setFavourite = useSetFavourite()
  const favouriteIds = new Set((favouriteRows.data ?? []).map((row) => row.mediaId))
  const visible = media.data ? filterMedia(media.data, filters, favouriteIds) : []
  const nearest =
    visible.length === 0 && media.data ? nearestMedia(media.data, filters, themes.data ?? []) : []
  // Newest favourite first, as the server lists them; only what the catalogue answered.
  const byId = new Map((media.data ?? []).map((item) => [item._id, item]))
  const favouriteItems = (favouriteRows.data ?? []).flatMap((row) => byId.get(row.mediaId) ?? [])
  const toggleFavourite = (item: MediaItem) =>
    setFavourite.mutate({ mediaId: item._id, favourite: !favouriteIds.has(item._id) })

  /** Plays an audio from `startAt`; the bar plays on through `list` as shown, skipping what the plan does not open. */
  const play = (item: MediaItem, startAt: number | null, list: MediaItem[] = visible) => {
    const queue = list.filter((entry) => !entry.locked && entry.fileType === 'audio')
    const index = queue.findIndex((entry) => entry._id === item._id)
    if (index >= 0) playerStore.play(queue.map(trackOf), index, startAt)
    else playerStore.play([trackOf(item)], 0, startAt)
  }
  /** Plays or opens an item, from the start or, for a video, from its saved place (offered). */
  const select = (item: MediaItem, list: MediaItem[] = visible) => {
    if (item.locked || !canListen) return onUpgrade()
    if (item.fileType === 'video') {
      const saved = resumePositionOf(positions.data, item._id)
      return openVideo(item, saved ?? 0, saved !== null)
    }
    play(item, null, list)
  }
  /** From the list: the item in the bar pauses, or plays on from where it is; any other plays or opens. */
  const choose = (item: MediaItem, list: MediaItem[] = visible) => {
    if (item._id !== playingId || item.fileType !== 'audio' || item.locked || !canListen)
      return select(item, list)
    if (player.playing) playerStore.pause()
    else playerStore.resume()
  }
  const resume = ({ item, position }: ContinueEntry) => {
    if (item.fileType === 'video') openVideo(item, position, false)
    else play(item, position)
  }
  const started = canListen && positions.data && media.data ? continueEntries(positions.data, media.data) : []
  // The catalogue as the server answered it (never stored across page loads): downloads the plan no
  // longer reaches, or of items that left it, go (decision 082).
  const catalogue = media.data
  // Everything above the list is laid out at once, when the calls it depends on have answered (or
  // failed), so nothing pushes the list down after it appears (issue 28: the list jumped 0.43 CLS).
  // Offline, the calls wait for the network: the downloads show at once. It is drawn in a task of its
  // own, and the list a screenful at a time (the whole page in one go was the longest task of a
  // member's visit on a phone); the skeleton stays until then.
  const settled = !loading && !favouriteRows.isPending && !(canListen && positions.isPending)
  const ready = useNextTaskValue(settled || !online)
  useEffect(() => {
    if (catalogue && canListen) void downloadStore.reconcile(catalogue)
  }, [catalogue, canListen])

  return (
    <MeditationsFrame headerAction={headerAction}>
      {canListen ? null : (
        <Alert tone="info" role="region" aria-labelledby="no-plan-title">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p id="no-plan-title" className="font-semibold">
                {es['meditations.noPlan.title']}
              </p>
              <p>{es['meditations.noPlan.body']}</p>
            </div>
            <Button onClick={onUpgrade} className="shrink-0 self-start sm:self-center">
              {es['planPicker.acquire']}
            </Button>
          </div>
        </Alert>
      )}
      <OfflineNotice />
      {ready ? null : <LibrarySkeleton />}
      {ready && canListen ? <DownloadsList /> : null}
      {ready ? (
        <>
          <ContinueListening entries={started} onContinue={resume} />
          {testResult && categories.data && themes.data ? (
            <Recommendations
              result={testResult}
              categories={categories.data}
              themes={themes.data}
              filters={filters}
              onChange={change}
            />
          ) : null}
          <FavouritesList
            items={favouriteItems}
            onSelect={(item) => select(item, favouriteItems)}
            onUnmark={toggleFavourite}
          />
          {/* Manual activation: each choice is a history entry, so the arrows only move focus. */}
          <Tabs
            activationMode="manual"
            value={filters.type}
            onValueChange={(value) => change({ type: value === 'video' ? 'video' : 'audio' })}
          >
            <TabsList aria-label={es['meditations.type']}>
              <TabsTrigger value="audio">{es['meditations.type.audio']}</TabsTrigger>
              <TabsTrigger value="video">{es['meditations.type.video']}</TabsTrigger>
            </TabsList>
            <div className="mt-4">
              <MediaFiltersBar
                filters={filters}
                categories={categories.data ?? []}
                themes={themes.data ?? []}
                onChange={change}
              />
            </div>
            {(['audio', 'video'] as const).map((type) => (
              <TabsContent key={type} value={type}>
                {failed ? (
                  <Alert tone="danger" role="alert">
                    <p>{es['meditations.loadFailed']}</p>
                  </Alert>
                ) : loading ? (
                  <div className="flex justify-center py-16">
                    <Spinner className="size-8 text-primary-600" />
                  </div>
                ) : visible.length === 0 && nearest.length > 0 ? (
                  <div className="flex flex-col gap-3">
                    <p className="text-ink-700">{es['meditations.nearest']}</p>
                    <MediaList
                      items={nearest}
                      nowPlaying={nowPlaying}
                      onSelect={(item) => choose(item, nearest)}
                      favourites={{ ids: favouriteIds, onToggle: toggleFavourite }}
                      downloads={canListen && type === 'audio' && canDownload()}
                    />
                  </div>
                ) : visible.length === 0 ? (
                  <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center text-ink-700">
                    {filters.favourites && !filters.query.trim() && !filters.category && !filters.theme
                      ? es['favourites.emptyFiltered']
                      : isFiltering(filters)
                        ? es['meditations.emptyFiltered']
                        : emptyText[type]}
                  </p>
                ) : (
                  <MediaList
                    items={visible}
                    nowPlaying={nowPlaying}
                    onSelect={(item) => choose(item)}
                    favourites={{ ids: favouriteIds, onToggle: toggleFavourite }}
                    downloads={canListen && type === 'audio' && canDownload()}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
        </>
      ) : null}
      <Deferred when={video !== null}>
        <VideoDialog
          track={video?.track ?? null}
          start={video?.start ?? { at: 0, offer: false, request: 0 }}
          onClose={() => setVideo(null)}
        />
      </Deferred>
    </MeditationsFrame>
  )
}
