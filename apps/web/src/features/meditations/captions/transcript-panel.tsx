import { es, t } from '@sosiego/shared/messages/panel'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatMinutesSeconds } from '../../../lib/media-duration.ts'
import { getCaptionsText } from '../api/get-captions.ts'
import type { Track } from '../lib/track.ts'
import { currentCueIndex, parseTranscript } from './transcript.ts'

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * The transcript of what plays in the bar (issue 34): its phrases with their times, the current one
 * marked (`aria-current`) and kept in view inside the list while the member is not using it — at
 * once rather than smoothly when they prefer reduced motion. A phrase is a button: choosing it
 * (click, Enter or Space) moves the audio there.
 */
export function TranscriptPanel({
  id,
  audio,
  track,
  onClose,
}: {
  id: string
  audio: HTMLAudioElement | null
  track: Track
  onClose: () => void
}) {
  const text = useQuery({
    queryKey: ['transcript', track.id],
    queryFn: ({ signal }) => getCaptionsText(track.id, signal),
    staleTime: 5 * 60_000,
  })
  const cues = useMemo(() => (text.data ? parseTranscript(text.data) : []), [text.data])
  const [time, setTime] = useState(() => audio?.currentTime ?? 0)
  useEffect(() => {
    if (!audio) return
    const follow = () => setTime(audio.currentTime)
    follow()
    audio.addEventListener('timeupdate', follow)
    audio.addEventListener('seeked', follow)
    return () => {
      audio.removeEventListener('timeupdate', follow)
      audio.removeEventListener('seeked', follow)
    }
  }, [audio])
  const current = currentCueIndex(cues, time)

  const list = useRef<HTMLOListElement>(null)
  // While the member points at or moves through the list, it stays where they put it.
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    const box = list.current
    const line = current >= 0 ? box?.children[current] : undefined
    if (!box || !(line instanceof HTMLElement) || busy) return
    const top = line.offsetTop - box.offsetTop - (box.clientHeight - line.offsetHeight) / 2
    box.scrollTo?.({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' })
  }, [current, busy])

  const jump = (start: number) => {
    if (!audio) return
    audio.currentTime = start
    setTime(start)
  }

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose()
      }}
      className="absolute inset-x-2 bottom-full mb-2 flex max-h-[min(60dvh,28rem)] flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-4 shadow-lifted sm:inset-x-auto sm:right-6 sm:w-[28rem]"
    >
      <h2 id={`${id}-title`} className="font-display text-lg text-ink-950">
        {t('panelCaptions.transcriptOf', { title: track.title })}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-ink-700">
        {es['panelCaptions.transcriptHint']}
      </p>
      {text.isPending ? (
        <p role="status" className="py-4 text-sm text-ink-700">
          {es['panelCaptions.loading']}
        </p>
      ) : text.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 py-2 text-sm text-danger-700">
          <p>{es['panelCaptions.failed']}</p>
          <Button variant="outline" size="sm" onClick={() => void text.refetch()}>
            {es['panelCaptions.retry']}
          </Button>
        </div>
      ) : (
        <ol
          ref={list}
          aria-labelledby={`${id}-title`}
          onPointerEnter={() => setBusy(true)}
          onPointerLeave={() => setBusy(false)}
          onFocus={() => setBusy(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setBusy(false)
          }}
          className="-mx-2 flex min-h-0 flex-col overflow-y-auto"
        >
          {cues.map((cue, index) => (
            <li key={`${cue.start}-${cue.end}-${cue.text}`}>
              <button
                type="button"
                aria-current={index === current ? 'true' : undefined}
                onClick={() => jump(cue.start)}
                className={cn(
                  'flex w-full cursor-pointer gap-3 rounded-lg px-2 py-1.5 text-left text-sm text-ink-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600',
                  index === current && 'bg-primary-100 font-medium text-ink-950',
                )}
              >
                <span className="w-10 shrink-0 text-ink-600 tabular-nums">
                  <span className="sr-only">
                    {t('panelCaptions.lineTime', { time: formatMinutesSeconds(cue.start) })}
                  </span>
                  <span aria-hidden="true">{formatMinutesSeconds(cue.start)}</span>
                </span>
                <span>{cue.text}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
