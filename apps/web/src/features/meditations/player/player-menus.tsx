import { es, formatMinutesSeconds, t } from '@sosiego/shared'
import { Moon } from 'lucide-react'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx'
import { cn } from '../../../lib/cn.ts'
import { type PlaybackSpeed, parsePlaybackSpeed, playbackSpeeds } from '../lib/playback-speed.ts'
import { type SleepTimerChoice, sleepTimerMinutes } from '../lib/sleep-timer.ts'

// The player's two menus, a file of their own: the bar loads them (and the menu library with them)
// when something plays, so the panel's first load goes without them (issue 28).

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
    <Select value={String(speed)} onValueChange={(value) => onChange(parsePlaybackSpeed(value))}>
      <SelectTrigger aria-label={es['player.speed']} className={cn('h-10 w-auto min-w-20 px-3', className)}>
        <SelectValue>{speedLabel(speed)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {playbackSpeeds.map((option) => (
          <SelectItem key={option} value={String(option)}>
            {speedLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
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
    <div className="flex items-center gap-2">
      <Select value={timerValue(choice)} onValueChange={(value) => onChange(timerChoice(value))}>
        <SelectTrigger aria-label={es['player.sleepTimer']} className="h-10 w-auto gap-1 px-3">
          <Moon aria-hidden="true" className={cn('size-4', choice ? 'text-primary-700' : 'text-ink-600')} />
          <span className="sr-only">
            <SelectValue />
          </span>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="off">{es['player.sleepTimer.off']}</SelectItem>
          {sleepTimerMinutes.map((minutes) => (
            <SelectItem key={minutes} value={String(minutes)}>
              {t('player.sleepTimer.minutes', { count: minutes })}
            </SelectItem>
          ))}
          <SelectItem value="end">{es['player.sleepTimer.endOfTrack']}</SelectItem>
        </SelectContent>
      </Select>
      {status ? <span className="text-xs text-ink-700 tabular-nums">{status}</span> : null}
    </div>
  )
}
