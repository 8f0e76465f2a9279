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

/** A 10-minute track playing at 0:42 under the hook; `unmount` is the player closing. */
function playingAt42() {
  const audio = playingAudio(600)
  const { unmount } = renderHook(() => usePositionSaves(audio.media, track), { wrapper })
  audio.media.dispatchEvent(new Event('play'))
  audio.at(42)
  audio.media.dispatchEvent(new Event('timeupdate'))
  return { ...audio, unmount }
}

const lastSaveAt = (positionSeconds: number) =>
  expect(savePlaybackPosition).toHaveBeenLastCalledWith(
    'media-1',
    { positionSeconds, durationSeconds: 600 },
    { keepalive: false },
  )

describe('usePositionSaves', () => {
  afterEach(() => vi.mocked(savePlaybackPosition).mockClear())

  it('a player closed right after a seek to the start saves the start, not where the seek began', () => {
    const { media, at, unmount } = playingAt42()
    // The seek has begun ('seeking'), and the player closes before it lands ('seeked').
    at(0)
    media.dispatchEvent(new Event('seeking'))
    unmount()
    lastSaveAt(0)
  })

  it('keeps the place where a playing track was closed', () => {
    playingAt42().unmount()
    lastSaveAt(42)
  })
})
