import { es } from '@sosiego/shared/messages/back-office'
import { Pause, Play } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../../../components/ui/button.tsx'
import { DetailItem } from '../../../../components/ui/detail-item.tsx'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx'
import { formatMinutesSeconds } from '../../../../lib/media-duration.ts'
import { formatFileSize, formatModified } from '../../lib/file-list.ts'
import { type PreviewProps, sourceOf } from './preview-source.ts'

/** Play/pause, the time, the size and the modified date. Closes on Escape and on the backdrop. */
export function AudioPreviewDialog({ item, onClose }: PreviewProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle className="text-xl break-all">{item?.name}</DialogTitle>
        </DialogHeader>
        {item ? (
          <AudioPlayer key={item.url} src={sourceOf(item)} size={item.size} modified={item.lastModified} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function AudioPlayer({ src, size, modified }: { src: string; size: number; modified: string }) {
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)
  const toggle = () => {
    const element = audio.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPlaying(false))
    else element.pause()
  }

  return (
    <div className="mt-6 flex flex-col gap-6">
      {/* biome-ignore lint/a11y/useMediaCaption: a music or guided-voice preview for staff, no captions exist. */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
      />
      <div className="flex items-center gap-4">
        <Button
          size="icon"
          onClick={toggle}
          aria-label={playing ? es['fileLibrary.pause'] : es['fileLibrary.play']}
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </Button>
        <p className="text-sm text-ink-700 tabular-nums">
          {formatMinutesSeconds(time)} / {formatMinutesSeconds(duration)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <DetailItem label={es['fileLibrary.size']}>{formatFileSize(size)}</DetailItem>
        <DetailItem label={es['fileLibrary.modified']}>{formatModified(modified) || '—'}</DetailItem>
      </dl>
    </div>
  )
}
