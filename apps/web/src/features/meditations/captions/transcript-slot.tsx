import { Suspense } from 'react'
import { lazyNamed } from '../../../lib/deferred.tsx'
import type { Track } from '../lib/track.ts'

// The bar shows only once something plays, so even the 'Transcripción' button waits for its chunk:
// nothing of the transcript is in the panel's entry (issue 28's budget); the panel itself, with its
// parser, is a further chunk loaded when first opened.
const TranscriptControl = lazyNamed(() => import('./transcript-control.tsx'), 'TranscriptControl')

/** 'Transcripción' for a track that has a WebVTT (issue 34); nothing for one that has none. */
export function TranscriptSlot({ audio, track }: { audio: HTMLAudioElement | null; track: Track }) {
  if (!track.hasCaptions) return null
  return (
    <Suspense fallback={null}>
      <TranscriptControl key={track.id} audio={audio} track={track} />
    </Suspense>
  )
}
