import { es, t } from '@sosiego/shared/messages/panel'
import { useQuery } from '@tanstack/react-query'
import { Pause, Play, SkipBack, SkipForward, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { getFavouritesQueryOptions, useSetFavourite } from '../api/favourites.ts'
import { getMediaQueryOptions } from '../api/get-catalogue.ts'
import { resumePositionOf, usePlaybackPositions } from '../api/playback-positions.ts'
import { TranscriptSlot } from '../captions/transcript-slot.tsx'
import { FavouriteButton } from '../components/favourite-button.tsx'
import type { SleepTimerChoice } from '../lib/sleep-timer.ts'
import { DownloadButton } from '../offline/download-button.tsx'
import {
  backSeconds,
  forwardSeconds,
  handlePlayerKey,
  ResumeOffer,
  SeekButton,
  SleepTimerSelect,
  SpeedSelect,
  seekBy,
  togglePlayback,
} from './player-controls.tsx'
import { currentTrack, type PlayerState, playerStore, usePlayer } from './player-store.ts'
import { useMediaSession } from './use-media-session.ts'
import { usePlaybackSpeed } from './use-playback-speed.ts'
import { usePlaytimeReports } from './use-playtime-reports.ts'
import { usePositionSaves } from './use-position-saves.ts'
import { useSleepTimer } from './use-sleep-timer.ts'
import { type StreamStart, useStreamSource } from './use-stream-source.ts'

/** How one load of a track starts, and the place to offer when it waits for the member. */
type Start = StreamStart & { key: string; offer: number | null }

/**
 * A track the member chose with a saved place waits for them: 'Continuar desde m:ss' or 'Empezar
 * desde el principio'. A place given with the choice ('Continuar escuchando') starts there; the
 * queue moving on by itself at the end of a track resumes the next one where it was left.
 */
function startOf(player: PlayerState, saved: number | null, key: string): Start {
  const { startAt, request } = player
  if (typeof startAt === 'number') return { key, at: startAt, play: true, request, offer: null }
  if (startAt === 'saved') return { key, at: saved ?? 0, play: true, request, offer: null }
  return { key, at: 0, play: saved === null, request, offer: saved }
}

/**
 * The bottom player bar (spec §4 "Player", issue 17). It lives in the panel layout, so it keeps
 * playing while the member moves between panel pages; sticky at the end of the page's main area, so
 * it never covers the last row. The Meditaciones page fills it through `playerStore`.
 */
export function PlayerBar() {
  const player = usePlayer()
  const track = currentTrack(player)
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null)
  const [playing, setPlaying] = useState(false)
  const [position, setPosition] = useState(0)
  const [duration, setDuration] = useState(0)
  const positions = usePlaybackPositions(track !== null)
  // The heart of what plays: the same list and change as Meditaciones' rows (one cache).
  const favourites = useQuery({ ...getFavouritesQueryOptions(), enabled: track !== null })
  const setFavourite = useSetFavourite()
  const favourite = (favourites.data ?? []).some((entry) => entry.mediaId === track?.id)
  // 'Descargar' for what plays, as on its row: the catalogue the page already read (one cache); it
  // is not asked for again here, so a bar playing offline shows only what is known.
  const catalogue = useQuery({ ...getMediaQueryOptions(), enabled: false })
  const playingItem = catalogue.data?.find((item) => item._id === track?.id)

  // Decided once per load (the member's choice, or the queue moving on), from the places known then.
  const startRef = useRef<Start | null>(null)
  const key = `${player.request}:${player.index}:${track?.id ?? ''}`
  if (track && startRef.current?.key !== key)
    startRef.current = startOf(player, resumePositionOf(positions.data, track.id), key)
  const start = startRef.current ?? { key, at: 0, play: true, request: player.request, offer: null }
  const [dismissed, setDismissed] = useState<string | null>(null)
  const offer = start.offer !== null && dismissed !== key ? start.offer : null

  useStreamSource(audio, track, start)
  usePlaytimeReports(audio, track)
  usePositionSaves(audio, track)
  const [speed, setSpeed] = usePlaybackSpeed(audio)
  const sleep = useSleepTimer(audio)
  useMediaSession(audio, track, mediaControls)

  useEffect(() => {
    playerStore.attach(audio)
    return () => playerStore.attach(null)
  }, [audio])
  // Leaving the panel (or signing out) ends the listening: the next visit, perhaps by someone else
  // on this browser, starts with no player.
  useEffect(() => () => playerStore.close(), [])

  // A new track starts from 0:00 (its length comes with its metadata).
  const trackId = track?.id
  useEffect(() => {
    if (trackId) {
      setPosition(0)
      setDuration(0)
    }
  }, [trackId])

  const announcement = usePlayerAnnouncement(track, sleep.choice)

  const onEnded = () => {
    // The sleep timer set for the end of this track stops here.
    if (sleep.stopsAtEnd()) return
    // A list of one follows itself: the same track again from the start.
    if (player.queue.length === 1 && audio) {
      audio.currentTime = 0
      void audio.play().catch((error: unknown) => console.error('Playback failed', error))
    } else playerStore.advance()
  }
  const close = () => {
    // Pausing first reports the time listened and saves the place (the pause event), then the bar goes away.
    audio?.pause()
    sleep.set(null)
    playerStore.close()
  }
  const answerOffer = (resume: boolean) => {
    setDismissed(key)
    if (!audio || offer === null) return
    if (resume) audio.currentTime = offer
    togglePlayback(audio)
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: music and guided sessions; the bar is its visible control. */}
      <audio
        ref={setAudio}
        preload="auto"
        onPlay={() => {
          setPlaying(true)
          playerStore.setPlaying(true)
          // Playing from the start with the play button (or a key) answers the offer too.
          setDismissed(key)
        }}
        onPause={() => {
          setPlaying(false)
          playerStore.setPlaying(false)
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onEnded={onEnded}
        hidden
      />
      {/* Always on the page, so a screen reader hears each change: the item that starts, the timer's state. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {track ? (
        <section
          aria-label={es['player.label']}
          aria-describedby="player-keys"
          onKeyDown={(event) => handlePlayerKey(event, audio)}
          className="sticky bottom-0 z-20 -mx-5 mt-4 border-t border-ink-200 bg-white/95 px-4 py-3 shadow-lifted backdrop-blur-md sm:-mx-8 sm:px-6 lg:-mx-12"
        >
          <p id="player-keys" className="sr-only">
            {es['player.keyboardHint']}
          </p>
          {offer !== null ? (
            <div className="mx-auto mb-2 max-w-6xl">
              <ResumeOffer
                position={offer}
                onResume={() => answerOffer(true)}
                onStartOver={() => answerOffer(false)}
              />
            </div>
          ) : null}
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 2xl:flex-nowrap">
            {/* Below 1536 px: the item and close, the buttons, the slider, then speed, timer and transcript; one
                row on a wide screen (at 1280 px beside the menu, one row was 80 px wider than the page). */}
            <div className="order-1 flex min-w-0 flex-1 items-center gap-3 2xl:w-80 2xl:flex-none min-[1800px]:w-96">
              <img src={track.coverUrl} alt="" className="size-12 shrink-0 rounded-md object-cover" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink-950">{track.title}</p>
                <p className="truncate text-sm text-ink-600">{track.themeName}</p>
              </div>
              <FavouriteButton
                title={track.title}
                favourite={favourite}
                onToggle={() => setFavourite.mutate({ mediaId: track.id, favourite: !favourite })}
              />
              {playingItem ? <DownloadButton item={playingItem} /> : null}
            </div>
            <div className="order-3 flex w-full flex-col gap-2 2xl:order-2 2xl:w-auto 2xl:min-w-56 2xl:flex-1">
              <div className="flex items-center justify-center gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={playerStore.previous}
                  aria-label={es['player.previous']}
                >
                  <SkipBack aria-hidden="true" className="size-5" />
                </Button>
                <SeekButton media={audio} seconds={-backSeconds} />
                <Button
                  size="icon"
                  onClick={() => togglePlayback(audio)}
                  aria-label={playing ? es['player.pause'] : es['player.play']}
                >
                  {playing ? (
                    <Pause aria-hidden="true" className="size-5" />
                  ) : (
                    <Play aria-hidden="true" className="size-5" />
                  )}
                </Button>
                <SeekButton media={audio} seconds={forwardSeconds} />
                <Button variant="ghost" size="icon" onClick={playerStore.next} aria-label={es['player.next']}>
                  <SkipForward aria-hidden="true" className="size-5" />
                </Button>
              </div>
              <div className="flex items-center gap-2">
                <span className="w-10 text-right text-xs text-ink-700 tabular-nums">
                  {formatMinutesSeconds(position)}
                </span>
                <input
                  type="range"
                  min={0}
                  max={Math.max(1, Math.floor(duration || 0))}
                  step={1}
                  value={Math.min(Math.floor(position), Math.floor(duration || 0))}
                  onChange={(event) => {
                    if (audio) audio.currentTime = Number(event.currentTarget.value)
                  }}
                  aria-label={es['player.seek']}
                  aria-valuetext={t('player.seekValue', {
                    elapsed: formatMinutesSeconds(position),
                    total: formatMinutesSeconds(duration),
                  })}
                  className="h-2 min-w-0 flex-1 cursor-pointer accent-primary-600"
                />
                <span className="w-10 text-xs text-ink-700 tabular-nums">
                  {formatMinutesSeconds(duration)}
                </span>
              </div>
            </div>
            <div className="order-4 flex w-full flex-wrap items-center justify-center gap-2 2xl:order-3 2xl:w-auto 2xl:shrink-0 2xl:flex-nowrap">
              <SpeedSelect speed={speed} onChange={setSpeed} />
              <SleepTimerSelect choice={sleep.choice} remainingMs={sleep.remainingMs} onChange={sleep.set} />
              <TranscriptSlot audio={audio} track={track} />
            </div>
            <Button
              variant="ghost"
              size="icon"
              onClick={close}
              aria-label={es['player.close']}
              className="order-2 2xl:order-4"
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
        </section>
      ) : null}
    </>
  )
}

/**
 * What the bar's status region says (issue 34): the item, when one starts, and the sleep timer's
 * state, when it is set, changed or ends — not its countdown, which would speak every second.
 */
function usePlayerAnnouncement(
  track: { id: string; title: string; themeName: string } | null,
  timer: SleepTimerChoice | null,
): string {
  const [text, setText] = useState('')
  const trackId = track?.id
  const itemText = track ? `${track.title}, ${track.themeName}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once per item, not when its names load again.
  useEffect(() => {
    if (trackId) setText(itemText)
  }, [trackId])
  const timerText =
    timer === null
      ? es['player.sleepTimer.off']
      : timer.kind === 'endOfTrack'
        ? es['player.sleepTimer.atEnd']
        : t('player.sleepTimer.remaining', { time: formatMinutesSeconds(timer.minutes * 60) })
  const first = useRef(true)
  useEffect(() => {
    // Nothing to say about a timer nobody has touched yet.
    if (first.current) {
      first.current = false
      return
    }
    setText(`${es['player.sleepTimer']}: ${timerText}`)
  }, [timerText])
  return text
}

const mediaControls = {
  onPrevious: playerStore.previous,
  onNext: playerStore.next,
  onSeekBy: (media: HTMLMediaElement, seconds: number) => seekBy(media, seconds),
}
