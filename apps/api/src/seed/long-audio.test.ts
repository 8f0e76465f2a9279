import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { parseBuffer } from 'music-metadata'
import { describe, expect, it } from 'vitest'
import { seedMediaFolder } from '../paths.ts'
import { frameHeaderAt, loopClip, readMp3 } from './long-audio.ts'

const clip = readFileSync(path.join(seedMediaFolder, 'audios/olas-del-mar.mp3'))

describe('long demo audio from a clip', () => {
  it('reads the clip: an ID3 tag, a LAME Info frame, then constant-bitrate frames', () => {
    const audio = readMp3(clip)
    expect(audio.hadSummaryFrame).toBe(true)
    expect(audio.constantBitrate).toBe(true)
    expect(audio).toMatchObject({ bitrate: 24_000, sampleRate: 24_000, samplesPerFrame: 576 })
    expect(audio.seconds).toBeGreaterThan(26)
    expect(audio.seconds).toBeLessThan(28)
  })

  it('repeats the frames to the target length, with no tag nor Info frame, ending on a whole frame', async () => {
    const long = loopClip(clip, 613)
    const bytes = await buffer(long.stream())
    expect(bytes.length).toBe(long.byteLength)
    // Starts on a frame, not on a tag: the browser times it by its size and constant bitrate.
    expect(frameHeaderAt(bytes, 0)).not.toBeNull()
    expect(bytes.subarray(0, 3).toString('latin1')).not.toBe('ID3')
    const parsed = readMp3(bytes)
    expect(parsed.hadSummaryFrame).toBe(false)
    expect(parsed.constantBitrate).toBe(true)
    expect(parsed.frames.length).toBe(bytes.length)
    expect(parsed.frameCount).toBe(long.frameCount)
    expect(Math.abs(parsed.seconds - 613)).toBeLessThan(1)
    expect(long.durationSeconds).toBe(Math.floor(parsed.seconds))
    // The reader the back office times an uploaded audio with agrees.
    const metadata = await parseBuffer(bytes, { mimeType: 'audio/mpeg' }, { duration: true })
    expect(Math.floor(metadata.format.duration ?? 0)).toBe(long.durationSeconds)
  })

  it('gives whole minutes exactly when the frames divide them (24 ms frames at 24 kHz)', async () => {
    const long = loopClip(clip, 600)
    expect(long.durationSeconds).toBe(600)
    expect(readMp3(await buffer(long.stream())).seconds).toBe(600)
  })

  it('refuses a clip whose bitrate varies, whose length a player could not read from its size', () => {
    const audio = readMp3(clip)
    const first = frameHeaderAt(audio.frames, 0)
    // The same clip with its first audio frame re-labelled 32 kbps (still 24 kHz, MPEG-2): 96 bytes.
    const relabelled = Buffer.concat([
      Buffer.from([0xff, 0xf3, 0x44, audio.frames[3] as number]),
      Buffer.alloc(96 - 4),
      audio.frames.subarray(first?.length ?? 0),
    ])
    expect(frameHeaderAt(relabelled, 0)?.bitrate).toBe(32_000)
    expect(readMp3(relabelled).constantBitrate).toBe(false)
    expect(() => loopClip(relabelled, 60)).toThrow(/constant bitrate/)
  })
})
