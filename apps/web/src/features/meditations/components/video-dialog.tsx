import { es } from '@sosiego/shared'
import { useEffect, useState } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { isBlockedShortcut } from '../../../lib/blocked-shortcuts.ts'
import type { Track } from '../lib/track.ts'
import { playerStore } from '../player/player-store.ts'
import { usePlaytimeReports } from '../player/use-playtime-reports.ts'
import { useStreamSource } from '../player/use-stream-source.ts'

type VideoDialogProps = {
  /** The video to play; null closes the dialog. */
  track: Track | null
  onClose: () => void
}

/**
 * A video in a modal (spec §4): it plays as soon as it is ready, with the browser's controls, without
 * download, picture-in-picture, right-click or dragging; closing pauses it and rewinds it, and its
 * listening time is reported like the audio bar's.
 */
export function VideoDialog({ track, onClose }: VideoDialogProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const open = track !== null
  useStreamSource(video, track)
  usePlaytimeReports(video, track)

  // One thing plays at a time: the music in the bottom bar pauses for the video.
  useEffect(() => {
    if (open) playerStore.pause()
  }, [open])

  const close = () => {
    if (video) {
      video.pause()
      video.currentTime = 0
    }
    onClose()
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        className="max-w-3xl sm:p-6"
        onKeyDown={(event) => {
          if (isBlockedShortcut(event)) event.preventDefault()
        }}
      >
        <DialogHeader>
          <DialogTitle>{track?.title}</DialogTitle>
          <DialogDescription>{track?.themeName}</DialogDescription>
        </DialogHeader>
        {/* biome-ignore lint/a11y/useMediaCaption: the demo videos have no speech; captions come with the catalogue's files when they do. */}
        <video
          ref={setVideo}
          controls
          playsInline
          poster={track?.coverUrl}
          controlsList="nodownload noremoteplayback"
          disablePictureInPicture
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
          onDragStart={(event) => event.preventDefault()}
          aria-label={es['video.player']}
          className="mt-4 aspect-video w-full rounded-lg bg-ink-950"
        />
      </DialogContent>
    </Dialog>
  )
}
