import { es } from '@sosiego/shared/messages/panel'
import { BookText } from 'lucide-react'
import { Suspense, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { lazyNamed } from '../../../lib/deferred.tsx'
import type { Track } from '../lib/track.ts'

// The panel, its WebVTT parser and its list are a chunk of their own, loaded on the first opening:
// nothing of them weighs on the panel's first load (issue 28's budget).
const TranscriptPanel = lazyNamed(() => import('./transcript-panel.tsx'), 'TranscriptPanel')

/**
 * 'Transcripción' in the audio bar (issue 34): a toggle that opens, above the bar, the transcript of
 * what plays, following it. Escape in the panel closes it and gives the focus back to the button.
 */
export function TranscriptControl({ audio, track }: { audio: HTMLAudioElement | null; track: Track }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <>
      <Button
        ref={button}
        variant={open ? 'accent' : 'ghost'}
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <BookText aria-hidden="true" className="size-4" />
        {es['panelCaptions.transcript']}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TranscriptPanel id={panelId} audio={audio} track={track} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
