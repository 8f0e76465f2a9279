import { useEffect } from 'react'
import { flooredMediaDuration } from '../../../lib/media-duration.ts'

/** Long enough for a slow connection to fetch a file's header; after it the reading counts as failed. */
const probeTimeoutMs = 20_000

/**
 * Reads a video's duration as the browser sees it (spec §4): loads only the metadata in a hidden
 * <video>, and reports whole seconds, floored, or 0 when it cannot be read.
 */
export function VideoDurationProbe({
  src,
  onDuration,
}: {
  src: string
  onDuration: (seconds: number) => void
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDuration(0), probeTimeoutMs)
    return () => clearTimeout(timer)
  }, [onDuration])
  return (
    <video
      hidden
      muted
      preload="metadata"
      src={src}
      data-testid="video-duration-probe"
      onLoadedMetadata={(event) => onDuration(flooredMediaDuration(event.currentTarget.duration))}
      onError={() => onDuration(0)}
    />
  )
}
