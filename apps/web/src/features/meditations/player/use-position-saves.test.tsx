import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { savePlaybackPosition } from '../api/playback-positions.ts'
import type { Track } from '../lib/track.ts'
import { usePositionSaves } from './use-position-saves.ts'

vi.mock('../api/playback-positions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/playback-positions.ts')>()),
  savePlaybackPosition: vi.fn(async () => {}),
}))

/** An audio element whose clock the test sets, as a playing one would read. */
function playingAudio(duration: number) {
  const media = document.createElement('audio')
  let time = 0
  Object.defineProperties(media, {
    readyState: { get: () => HTMLMediaElement.HAVE_ENOUGH_DATA },
    duration: { get: () => duration },
    paused: { get: () => false },
    currentTime: { get: () => time, set: (value: number) => (time = value) },
  })
  return { media, at: (seconds: number) => (time = seconds) }
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
}

const track = { id: 'media-1' } as Track

describe('usePositionSaves', () => {
  afterEach(() => vi.mocked(savePlaybackPosition).mockClear())

  it('a player closed right after a seek to the start saves the start, not where the seek began', () => {
    const { media, at } = playingAudio(600)
    const { unmount } = renderHook(() => usePositionSaves(media, track), { wrapper })
    media.dispatchEvent(new Event('play'))
    at(42)
    media.dispatchEvent(new Event('timeupdate'))
    // The seek has begun ('seeking'), and the player closes before it lands ('seeked').
    at(0)
    media.dispatchEvent(new Event('seeking'))
    unmount()
    expect(savePlaybackPosition).toHaveBeenLastCalledWith(
      'media-1',
      { positionSeconds: 0, durationSeconds: 600 },
      { keepalive: false },
    )
  })

  it('keeps the place where a playing track was closed', () => {
    const { media, at } = playingAudio(600)
    const { unmount } = renderHook(() => usePositionSaves(media, track), { wrapper })
    media.dispatchEvent(new Event('play'))
    at(42)
    media.dispatchEvent(new Event('timeupdate'))
    unmount()
    expect(savePlaybackPosition).toHaveBeenLastCalledWith(
      'media-1',
      { positionSeconds: 42, durationSeconds: 600 },
      { keepalive: false },
    )
  })
})
