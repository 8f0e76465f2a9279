import type { MediaItem } from '@sosiego/shared'
import { type ReactNode, useRef, useState } from 'react'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { resumePositionOf, usePlaybackPositions } from '../api/playback-positions.ts'
import { type Track, trackOf } from '../lib/track.ts'
import { playerStore } from './player-store.ts'

const VideoDialog = lazyNamed(() => import('../components/video-dialog.tsx'), 'VideoDialog')

type ItemPlayerOptions = {
  /** A plan is in force: without one nothing plays and `onUpgrade` is called. */
  canListen: boolean
  /** A locked item (or no plan): the plan picker. */
  onUpgrade: () => void
}

/**
 * Plays one item from outside Meditaciones (the panel home, a program's step, issue 30), the way the
 * list does: an audio in the bottom bar, a video in the modal (its saved place offered), a locked
 * item through the plan picker. `dialog` is the video modal, to be rendered by the page.
 */
export function useItemPlayer({ canListen, onUpgrade }: ItemPlayerOptions): {
  play: (item: MediaItem, startAt?: number | null) => void
  dialog: ReactNode
} {
  const positions = usePlaybackPositions(canListen)
  const requests = useRef(0)
  const [video, setVideo] = useState<{
    track: Track
    start: { at: number; offer: boolean; request: number }
  } | null>(null)

  const play = (item: MediaItem, startAt: number | null = null) => {
    if (item.locked || !canListen) return onUpgrade()
    if (item.fileType === 'video') {
      const saved = startAt ?? resumePositionOf(positions.data, item._id)
      const offer = startAt === null && saved !== null
      setVideo({ track: trackOf(item), start: { at: saved ?? 0, offer, request: ++requests.current } })
      return
    }
    playerStore.play([trackOf(item)], 0, startAt)
  }

  const dialog = (
    <Deferred when={video !== null}>
      <VideoDialog
        track={video?.track ?? null}
        start={video?.start ?? { at: 0, offer: false, request: 0 }}
        onClose={() => setVideo(null)}
      />
    </Deferred>
  )
  return { play, dialog }
}
