import { es, formatMinutesSeconds, t } from '@sosiego/shared'
import { Pause, Play, SkipBack, SkipForward, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { currentTrack, playerStore, usePlayer } from './player-store.ts'
import { useMediaSession } from './use-media-session.ts'
import { usePlaytimeReports } from './use-playtime-reports.ts'
import { useStreamSource } from './use-stream-source.ts'

const mediaControls = { onPrevious: playerStore.previous, onNext: playerStore.next }

/**
 * The bottom player bar (spec §4 "Player"). It lives in the panel layout, so it keeps playing while
 * the member moves between panel pages; sticky at the end of the page's main area, so it never
 * covers the last row. The Meditaciones page fills it through `playerStore`.
 */
export function PlayerBar() {
  const player = usePlayer()
  const track = currentTrack(player)
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null)
  const [playing, setPlaying] = useState(false)
  const [position, setPosition] = useState(0)
  const [duration, setDuration] = useState(0)

  useStreamSource(audio, track)
  usePlaytimeReports(audio, track)
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

  const onEnded = () => {
    // A list of one follows itself: the same track again from the start.
    if (player.queue.length === 1 && audio) {
      audio.currentTime = 0
      void audio.play().catch((error: unknown) => console.error('Playback failed', error))
    } else playerStore.next()
  }
  const togglePlay = () => {
    if (!audio) return
    if (audio.paused) void audio.play().catch((error: unknown) => console.error('Playback failed', error))
    else audio.pause()
  }
  const close = () => {
    // Pausing first reports the time listened (the pause event), then the bar goes away.
    audio?.pause()
    playerStore.close()
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: music and guided sessions; the bar is its visible control. */}
      <audio
        ref={setAudio}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onEnded={onEnded}
        hidden
      />
      {track ? (
        <section
          aria-label={es['player.label']}
          className="sticky bottom-0 z-20 -mx-5 mt-4 border-t border-ink-200 bg-white/95 px-4 py-3 shadow-lifted backdrop-blur-md sm:-mx-8 sm:px-6 lg:-mx-12"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 md:flex-nowrap">
            <div className="flex min-w-0 flex-1 items-center gap-3 md:w-72 md:flex-none">
              <img src={track.coverUrl} alt="" className="size-12 shrink-0 rounded-md object-cover" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink-950">{track.title}</p>
                <p className="truncate text-sm text-ink-600">{track.themeName}</p>
              </div>
            </div>
            <div className="order-last flex w-full items-center gap-1 md:order-none md:w-auto md:flex-1 md:gap-2">
              <Button
                variant="ghost"
                size="icon"
                onClick={playerStore.previous}
                aria-label={es['player.previous']}
              >
                <SkipBack aria-hidden="true" className="size-5" />
              </Button>
              <Button
                size="icon"
                onClick={togglePlay}
                aria-label={playing ? es['player.pause'] : es['player.play']}
              >
                {playing ? (
                  <Pause aria-hidden="true" className="size-5" />
                ) : (
                  <Play aria-hidden="true" className="size-5" />
                )}
              </Button>
              <Button variant="ghost" size="icon" onClick={playerStore.next} aria-label={es['player.next']}>
                <SkipForward aria-hidden="true" className="size-5" />
              </Button>
              <span className="ml-1 w-10 text-right text-xs text-ink-700 tabular-nums">
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
              <span className="w-10 text-xs text-ink-700 tabular-nums">{formatMinutesSeconds(duration)}</span>
            </div>
            <Button variant="ghost" size="icon" onClick={close} aria-label={es['player.close']}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
        </section>
      ) : null}
    </>
  )
}
