import { es } from '@sosiego/shared/messages/panel'
import { useEffect, useState } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { isBlockedShortcut } from '../../../lib/blocked-shortcuts.ts'
import { CaptionsToggle, CaptionsTrack, useVideoCaptions } from '../captions/video-captions.tsx'
import type { Track } from '../lib/track.ts'
import {
  backSeconds,
  forwardSeconds,
  handlePlayerKey,
  ResumeOffer,
  SeekButton,
  SpeedSelect,
  togglePlayback,
} from '../player/player-controls.tsx'
import { playerStore } from '../player/player-store.ts'
import { usePlaybackSpeed } from '../player/use-playback-speed.ts'
import { usePlaytimeReports } from '../player/use-playtime-reports.ts'
import { usePositionSaves } from '../player/use-position-saves.ts'
import { useStreamSource } from '../player/use-stream-source.ts'
import { useFocusReturn } from './focus-return.ts'

type VideoDialogProps = {
  /** The video to play; null closes the dialog. */
  track: Track | null
  /** Where to start: a saved place, or the choice itself ('Continuar escuchando'). */
  start: { at: number; offer: boolean; request: number }
  onClose: () => void
}

/**
 * A video in a modal (spec §4): it plays as soon as it is ready, with the browser's controls, without
 * download, picture-in-picture, right-click or dragging; closing pauses it and rewinds it, and its
 * listening time is reported like the audio bar's. Like the bar (issue 17): a saved place is offered
 * ('Continuar desde m:ss'), kept as it plays, at the remembered speed, with 15 s / 30 s buttons, and
 * space and the arrows work on the video.
 */
export function VideoDialog({ track, start, onClose }: VideoDialogProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const open = track !== null
  const [answered, setAnswered] = useState<number | null>(null)
  const offer = start.offer && answered !== start.request ? start.at : null
  useStreamSource(video, track, {
    at: start.offer ? 0 : start.at,
    play: !start.offer,
    request: start.request,
  })
  usePlaytimeReports(video, track)
  usePositionSaves(video, track)
  const [speed, setSpeed] = usePlaybackSpeed(video)
  const captions = useVideoCaptions(video, track)
  const returnFocus = useFocusReturn(open)

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
  const answerOffer = (resume: boolean) => {
    setAnswered(start.request)
    if (!video) return
    if (resume) video.currentTime = start.at
    togglePlayback(video)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        className="max-w-3xl sm:p-6"
        onCloseAutoFocus={returnFocus}
        onKeyDown={(event) => {
          if (isBlockedShortcut(event)) event.preventDefault()
          else handlePlayerKey(event, video)
        }}
      >
        <DialogHeader>
          <DialogTitle>{track?.title}</DialogTitle>
          <DialogDescription>{track?.themeName}</DialogDescription>
        </DialogHeader>
        {offer !== null ? (
          <div className="mt-4">
            <ResumeOffer
              position={offer}
              onResume={() => answerOffer(true)}
              onStartOver={() => answerOffer(false)}
            />
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/useMediaCaption: the <track> comes with the item's WebVTT when it has one (issue 34). */}
        <video
          ref={setVideo}
          controls
          playsInline
          poster={track?.coverUrl}
          controlsList="nodownload noremoteplayback"
          disablePictureInPicture
          draggable={false}
          onPlay={() => setAnswered(start.request)}
          onContextMenu={(event) => event.preventDefault()}
          onDragStart={(event) => event.preventDefault()}
          aria-label={es['video.player']}
          aria-describedby="video-keys"
          className="mt-4 aspect-video w-full rounded-lg bg-ink-950"
        >
          <CaptionsTrack src={captions.src} />
        </video>
        <p id="video-keys" className="sr-only">
          {es['player.keyboardHint']}
        </p>
        <div className="mt-3 flex items-center justify-center gap-2">
          <SeekButton media={video} seconds={-backSeconds} />
          <SeekButton media={video} seconds={forwardSeconds} />
          <SpeedSelect speed={speed} onChange={setSpeed} />
          <CaptionsToggle captions={captions} />
        </div>
      </DialogContent>
    </Dialog>
  )
}
