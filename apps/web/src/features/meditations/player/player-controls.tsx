import { es, t } from '@sosiego/shared/messages/panel'
import { Moon } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { type PlaybackSpeed, parsePlaybackSpeed, playbackSpeeds } from '../lib/playback-speed.ts'
import { type SleepTimerChoice, sleepTimerMinutes } from '../lib/sleep-timer.ts'

/** Seconds the back and forward buttons move (issue 17), and the arrow keys. */
export const backSeconds = 15
export const forwardSeconds = 30
export const arrowSeconds = 5

/** Moves `media` by `seconds`, within the item. */
export function seekBy(media: HTMLMediaElement | null, seconds: number) {
  if (!media) return
  const end = Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY
  media.currentTime = Math.min(Math.max(0, media.currentTime + seconds), end)
}

export function togglePlayback(media: HTMLMediaElement | null) {
  if (!media) return
  if (media.paused) void media.play().catch((error: unknown) => console.error('Playback failed', error))
  else media.pause()
}

/**
 * The player's keys (issue 17): space plays or pauses, ← and → move 5 s. Buttons, lists and text
 * fields keep their own keys (space presses the focused button), so the keys work on the slider,
 * the video and the player's own surface.
 */
export function handlePlayerKey(event: React.KeyboardEvent, media: HTMLMediaElement | null): void {
  if (!media || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return
  const target = event.target as HTMLElement
  const ownKeys =
    target.isContentEditable ||
    target.closest('button, select, textarea, [role="combobox"], [role="listbox"], [role="option"]') !==
      null ||
    (target instanceof HTMLInputElement && target.type !== 'range')
  if (ownKeys) return
  if (event.key === ' ') {
    event.preventDefault()
    togglePlayback(media)
  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    event.preventDefault()
    seekBy(media, event.key === 'ArrowLeft' ? -arrowSeconds : arrowSeconds)
  }
}

/** 15 s back or 30 s forward, the buttons' own text saying how far. */
export function SeekButton({ media, seconds }: { media: HTMLMediaElement | null; seconds: number }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => seekBy(media, seconds)}
      aria-label={seconds < 0 ? es['player.back15'] : es['player.forward30']}
    >
      <span aria-hidden="true" className="text-xs font-semibold tabular-nums">
        {seconds < 0 ? `−${-seconds}` : `+${seconds}`}
      </span>
    </Button>
  )
}

const speedLabel = (speed: number) => t('player.speedOption', { rate: speed.toLocaleString('es-ES') })

export function SpeedSelect({
  speed,
  onChange,
  className,
}: {
  speed: PlaybackSpeed
  onChange: (speed: PlaybackSpeed) => void
  className?: string
}) {
  return (
    <Select
      aria-label={es['player.speed']}
      value={String(speed)}
      onChange={(event) => onChange(parsePlaybackSpeed(event.target.value))}
      containerClassName={cn('shrink-0', className)}
      // As wide as the chosen speed (where the browser can), not the longest one.
      className="h-10 w-auto min-w-20 pl-3 field-sizing-content"
    >
      {playbackSpeeds.map((option) => (
        <option key={option} value={String(option)}>
          {speedLabel(option)}
        </option>
      ))}
    </Select>
  )
}

const timerValue = (choice: SleepTimerChoice | null) =>
  choice === null ? 'off' : choice.kind === 'endOfTrack' ? 'end' : String(choice.minutes)

function timerChoice(value: string): SleepTimerChoice | null {
  if (value === 'end') return { kind: 'endOfTrack' }
  const minutes = Number(value)
  return sleepTimerMinutes.some((offered) => offered === minutes) ? { kind: 'minutes', minutes } : null
}

export function SleepTimerSelect({
  choice,
  remainingMs,
  onChange,
}: {
  choice: SleepTimerChoice | null
  remainingMs: number | null
  onChange: (choice: SleepTimerChoice | null) => void
}) {
  const status =
    choice === null
      ? null
      : choice.kind === 'endOfTrack'
        ? es['player.sleepTimer.atEnd']
        : t('player.sleepTimer.remaining', {
            time: formatMinutesSeconds(Math.ceil((remainingMs ?? 0) / 1000)),
          })
  return (
    // Up to 1280 px the timer and its status are items of the menus' row (the status wraps under them
    // when the row is short of room); on the bar's one row, the status goes under the timer.
    <div className="contents xl:flex xl:flex-col xl:items-start xl:gap-1">
      <Select
        aria-label={es['player.sleepTimer']}
        value={timerValue(choice)}
        onChange={(event) => onChange(timerChoice(event.target.value))}
        icon={<Moon className={choice ? 'text-primary-700' : 'text-ink-600'} />}
        containerClassName="shrink-0"
        // As wide as the chosen option (where the browser can), not the longest one.
        className="h-10 w-auto field-sizing-content"
      >
        <option value="off">{es['player.sleepTimer.off']}</option>
        {sleepTimerMinutes.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {t('player.sleepTimer.minutes', { count: minutes })}
          </option>
        ))}
        <option value="end">{es['player.sleepTimer.endOfTrack']}</option>
      </Select>
      {status ? <span className="text-xs text-ink-700 tabular-nums">{status}</span> : null}
    </div>
  )
}

/** The offer made when an item with a saved place starts again (issue 17). */
export function ResumeOffer({
  position,
  onResume,
  onStartOver,
}: {
  position: number
  onResume: () => void
  onStartOver: () => void
}) {
  const at = formatMinutesSeconds(position)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-ink-700">{t('player.resumePrompt', { position: at })}</p>
      <Button size="sm" onClick={onResume}>
        {t('player.resumeFrom', { position: at })}
      </Button>
      <Button size="sm" variant="outline" onClick={onStartOver}>
        {es['player.startOver']}
      </Button>
    </div>
  )
}
