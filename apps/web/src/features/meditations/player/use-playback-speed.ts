import { useCallback, useEffect, useState } from 'react'
import {
  applyPlaybackSpeed,
  type PlaybackSpeed,
  readPlaybackSpeed,
  savePlaybackSpeed,
} from '../lib/playback-speed.ts'

/** The speed remembered on this browser, kept on `media` across its sources (issue 17). */
export function usePlaybackSpeed(media: HTMLMediaElement | null) {
  const [speed, setSpeed] = useState<PlaybackSpeed>(readPlaybackSpeed)
  useEffect(() => {
    if (!media) return
    applyPlaybackSpeed(media, speed)
    // A new source starts at the default rate; set again in case a browser resets both.
    const keep = () => applyPlaybackSpeed(media, speed)
    media.addEventListener('loadedmetadata', keep)
    return () => media.removeEventListener('loadedmetadata', keep)
  }, [media, speed])
  const change = useCallback((next: PlaybackSpeed) => {
    savePlaybackSpeed(next)
    setSpeed(next)
  }, [])
  return [speed, change] as const
}
