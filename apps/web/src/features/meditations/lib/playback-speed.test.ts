import { describe, expect, it } from 'vitest'
import {
  applyPlaybackSpeed,
  parsePlaybackSpeed,
  playbackSpeedKey,
  readPlaybackSpeed,
  savePlaybackSpeed,
} from './playback-speed.ts'

/** A Storage of one map, as the browser's. */
function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('playback speed', () => {
  it('remembers a chosen speed and reads it back', () => {
    const storage = memoryStorage()
    expect(readPlaybackSpeed(storage)).toBe(1)
    savePlaybackSpeed(1.25, storage)
    expect(storage.getItem(playbackSpeedKey)).toBe('1.25')
    expect(readPlaybackSpeed(storage)).toBe(1.25)
  })

  it('reads anything but an offered speed as normal speed', () => {
    expect(parsePlaybackSpeed('0.75')).toBe(0.75)
    expect(parsePlaybackSpeed('1.5')).toBe(1.5)
    for (const other of [null, undefined, '', '2', '16', '-1', 'rápido'])
      expect(parsePlaybackSpeed(other)).toBe(1)
  })

  it('survives storage that throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(readPlaybackSpeed(broken)).toBe(1)
    expect(() => savePlaybackSpeed(1.5, broken)).not.toThrow()
  })

  it('sets the default rate too, so a new source keeps the speed', () => {
    const media = { defaultPlaybackRate: 1, playbackRate: 1 } as HTMLMediaElement
    applyPlaybackSpeed(media, 1.5)
    expect(media).toMatchObject({ defaultPlaybackRate: 1.5, playbackRate: 1.5 })
  })
})
