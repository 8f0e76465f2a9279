import { es, formatMinutesSeconds, t } from '@sosiego/shared'
import { Moon } from 'lucide-react'
import { Select } from '../../../components/ui/select.tsx'
import { cn } from '../../../lib/cn.ts'
import { type PlaybackSpeed, parsePlaybackSpeed, playbackSpeeds } from '../lib/playback-speed.ts'
import { type SleepTimerChoice, sleepTimerMinutes } from '../lib/sleep-timer.ts'

// The player's two menus, as native selects (issue 28): the bar's and the video dialog's.

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
