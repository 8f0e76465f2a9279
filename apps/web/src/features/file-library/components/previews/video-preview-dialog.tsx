import { es } from '@sosiego/shared/messages/back-office'
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { type SyntheticEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx'
import { isBlockedShortcut } from '../../../../lib/blocked-shortcuts.ts'
import { formatMinutesSeconds } from '../../../../lib/media-duration.ts'
import { type PreviewProps, sourceOf } from './preview-source.ts'

const block = (event: SyntheticEvent) => event.preventDefault()

/**
 * The video with the spec's own controls (play/pause, seek bar, volume, fullscreen), no download
 * menu: right-click, dragging and the developer/save/view-source shortcuts are blocked while it is
 * open. It plays as soon as it can, and closing pauses it and rewinds it to 0. Closes on the
 * backdrop, not on Escape (the spec lists Escape for the other three only; Escape leaves fullscreen).
 */
export function VideoPreviewDialog({ item, onClose }: PreviewProps) {
  const video = useRef<HTMLVideoElement>(null)
  const close = () => {
    const element = video.current
    if (element) {
      element.pause()
      element.currentTime = 0
    }
    onClose()
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent
        aria-describedby={undefined}
        className="flex flex-col gap-4 sm:max-w-4xl"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onContextMenu={block}
      >
        <DialogHeader>
          <DialogTitle className="text-xl break-all">{item?.name}</DialogTitle>
        </DialogHeader>
        {item ? <VideoPlayer key={item.url} src={sourceOf(item)} video={video} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function VideoPlayer({ src, video }: { src: string; video: React.RefObject<HTMLVideoElement | null> }) {
  const frame = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)
  const [volume, setVolume] = useState(1)
  const [fullscreen, setFullscreen] = useState(false)

  useEffect(() => {
    // Capture phase, so the page's own handlers and the browser's defaults never see them.
    const onKey = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    const onFullscreen = () => setFullscreen(document.fullscreenElement === frame.current)
    window.addEventListener('keydown', onKey, true)
    document.addEventListener('fullscreenchange', onFullscreen)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      document.removeEventListener('fullscreenchange', onFullscreen)
    }
  }, [])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPlaying(false))
    else element.pause()
  }
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void frame.current?.requestFullscreen()
  }
  const changeVolume = (next: number) => {
    setVolume(next)
    if (video.current) {
      video.current.volume = next
      video.current.muted = next === 0
    }
  }

  return (
    <div ref={frame} className="flex flex-col overflow-hidden rounded-xl bg-ink-950 select-none">
      {/* biome-ignore lint/a11y/useMediaCaption: staff preview of an uploaded file; captions are not part of the library. */}
      <video
        ref={video}
        src={src}
        preload="auto"
        playsInline
        disablePictureInPicture
        draggable={false}
        onDragStart={block}
        onClick={toggle}
        onCanPlay={(event) => {
          // Auto-play once when ready; later 'canplay' events (after seeking) must not undo a pause.
          if (started.current) return
          started.current = true
          void event.currentTarget.play().catch(() => setPlaying(false))
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        className="max-h-[60dvh] w-full flex-1 bg-black object-contain"
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-white">
        <Button
          size="icon"
          variant="ghost"
          onClick={toggle}
          aria-label={playing ? es['fileLibrary.pause'] : es['fileLibrary.play']}
          className="text-white hover:bg-white/15 active:bg-white/25"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </Button>
        <input
          type="range"
          aria-label={es['fileLibrary.seek']}
          aria-valuetext={`${formatMinutesSeconds(time)} / ${formatMinutesSeconds(duration)}`}
          min={0}
          max={Number.isFinite(duration) && duration > 0 ? duration : 0}
          step={0.1}
          value={time}
          onChange={(event) => {
            const next = Number(event.target.value)
            setTime(next)
            if (video.current) video.current.currentTime = next
          }}
          className="order-first h-2 w-full cursor-pointer accent-primary-400 sm:order-none sm:w-auto sm:flex-1"
        />
        <span className="text-xs tabular-nums">
          {formatMinutesSeconds(time)} / {formatMinutesSeconds(duration)}
        </span>
        <span className="flex items-center gap-1.5">
          {volume === 0 ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
          <input
            type="range"
            aria-label={es['fileLibrary.volume']}
            min={0}
            max={1}
            step={0.05}
            value={volume}
            onChange={(event) => changeVolume(Number(event.target.value))}
            className="h-2 w-16 cursor-pointer accent-primary-400 sm:w-20"
          />
        </span>
        <Button
          size="icon"
          variant="ghost"
          onClick={toggleFullscreen}
          aria-label={fullscreen ? es['fileLibrary.exitFullscreen'] : es['fileLibrary.fullscreen']}
          className="ml-auto text-white hover:bg-white/15 active:bg-white/25"
        >
          {fullscreen ? (
            <Minimize aria-hidden="true" className="size-5" />
          ) : (
            <Maximize aria-hidden="true" className="size-5" />
          )}
        </Button>
      </div>
    </div>
  )
}
