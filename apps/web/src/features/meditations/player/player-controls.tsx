import { es, formatMinutesSeconds, t } from '@sosiego/shared'
import { Button } from '../../../components/ui/button.tsx'

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
