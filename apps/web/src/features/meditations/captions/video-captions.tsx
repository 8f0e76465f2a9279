import { es } from '@sosiego/shared/messages/panel'
import { useQuery } from '@tanstack/react-query'
import { MessageSquareQuote } from 'lucide-react'
import { useLayoutEffect } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { getCaptionsUrl } from '../api/get-captions.ts'
import type { Track } from '../lib/track.ts'
import { setCaptionsWanted, useCaptionsWanted } from './captions-preference.ts'

/**
 * A video's captions (issue 34): the signed URL of its WebVTT for a native `<track>`, and the
 * member's remembered 'Subtítulos' choice applied to it — 'showing' or 'hidden', so the browser
 * loads the cues once and the choice only changes whether they are drawn.
 */
export function useVideoCaptions(video: HTMLVideoElement | null, track: Track | null) {
  const wanted = useCaptionsWanted()
  const id = track?.hasCaptions ? track.id : null
  const url = useQuery({
    queryKey: ['captions-url', id],
    queryFn: ({ signal }) => getCaptionsUrl(id as string, signal),
    enabled: id !== null,
    // The URL is loaded once by the <track>; a new one per opening is enough.
    staleTime: 5 * 60_000,
  })
  const src = url.data?.url ?? null
  // A layout effect: the track is drawn or hidden in the same frame as the button says so.
  useLayoutEffect(() => {
    if (!video || !src) return
    const apply = () => {
      for (const text of Array.from(video.textTracks))
        if (text.kind === 'captions') text.mode = wanted ? 'showing' : 'hidden'
    }
    apply()
    // The track list fills in when the <track> element is added.
    video.textTracks.addEventListener('addtrack', apply)
    return () => video.textTracks.removeEventListener('addtrack', apply)
  }, [video, src, wanted])
  return { available: id !== null, src, failed: url.isError, wanted }
}

/** The `<track>` to put inside the `<video>`, once its URL is known. */
export function CaptionsTrack({ src }: { src: string | null }) {
  return src ? (
    <track kind="captions" srcLang="es" label={es['panelCaptions.subtitlesLabel']} src={src} />
  ) : null
}

/** 'Subtítulos': a toggle button, pressed while captions are shown; the choice is remembered. */
export function CaptionsToggle({ captions }: { captions: ReturnType<typeof useVideoCaptions> }) {
  if (!captions.available) return null
  return (
    <>
      <Button
        variant={captions.wanted ? 'accent' : 'ghost'}
        size="sm"
        aria-pressed={captions.wanted}
        disabled={captions.src === null}
        onClick={() => setCaptionsWanted(!captions.wanted)}
      >
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        {es['panelCaptions.subtitles']}
      </Button>
      {captions.failed ? (
        <p role="alert" className="w-full text-center text-sm text-danger-700">
          {es['panelCaptions.subtitlesFailed']}
        </p>
      ) : null}
    </>
  )
}
