import { Readable } from 'node:stream'

/**
 * Long demo audio built from the short clips in ./media/audios (issue 28): an MP3 is a run of
 * self-contained frames, so repeating a clip's frames gives a longer file without re-encoding and
 * without committing megabytes. The ID3v2 tag and the LAME 'Info'/'Xing' frame of the clip are left
 * out: that frame states the clip's own frame count, and readers believe it (music-metadata, which
 * times uploads in the back office, said 27 s for a 613 s file); without it the length is read from
 * the constant bitrate and the file's size (as Chromium does anyway), which is then the truth.
 */

/** One MPEG audio Layer III frame header, as far as the lengths need it. */
export type Mp3FrameHeader = {
  bitrate: number
  sampleRate: number
  samplesPerFrame: number
  /** The whole frame, header included. */
  length: number
  /** Bytes between the header (and its CRC) and where an Info/Xing tag would start. */
  sideInfoEnd: number
}

const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8_000], // MPEG-2.5
}

/** The Layer III frame header at `offset`, or null when there is none there. */
export function frameHeaderAt(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  if (offset + 4 > bytes.length) return null
  const [b0, b1, b2, b3] = [bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]] as [
    number,
    number,
    number,
    number,
  ]
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null
  const version = (b1 >> 3) & 3
  const layer = (b1 >> 1) & 3
  if (version === 1 || layer !== 1) return null
  const mpeg1 = version === 3
  const bitrateKbps = (mpeg1 ? BITRATES_MPEG1 : BITRATES_MPEG2)[(b2 >> 4) & 0xf]
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3]
  if (!bitrateKbps || !sampleRate) return null
  const bitrate = bitrateKbps * 1000
  const padding = (b2 >> 1) & 1
  const mono = ((b3 >> 6) & 3) === 3
  const crc = (b1 & 1) === 0 ? 2 : 0
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17
  return {
    bitrate,
    sampleRate,
    samplesPerFrame: mpeg1 ? 1152 : 576,
    length: Math.floor(((mpeg1 ? 144 : 72) * bitrate) / sampleRate) + padding,
    sideInfoEnd: 4 + crc + sideInfo,
  }
}

/** Where the audio starts: past an ID3v2 tag, if the file has one. */
function afterId3v2(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0
  const size =
    (((bytes[6] as number) & 0x7f) << 21) |
    (((bytes[7] as number) & 0x7f) << 14) |
    (((bytes[8] as number) & 0x7f) << 7) |
    ((bytes[9] as number) & 0x7f)
  const footer = ((bytes[5] as number) & 0x10) !== 0 ? 10 : 0
  return 10 + size + footer
}

/** Whether a frame carries an encoder's summary (Xing/Info after the side info, VBRI at 36). */
function isSummaryFrame(bytes: Uint8Array, offset: number, header: Mp3FrameHeader): boolean {
  const tagAt = (at: number) => Buffer.from(bytes.subarray(offset + at, offset + at + 4)).toString('latin1')
  return ['Xing', 'Info'].includes(tagAt(header.sideInfoEnd)) || tagAt(36) === 'VBRI'
}

export type Mp3Audio = {
  /** The audio frames, back to back, without tags nor a summary frame. */
  frames: Buffer
  frameCount: number
  bitrate: number
  sampleRate: number
  samplesPerFrame: number
  /** Whether the file had an Info/Xing/VBRI frame (left out of `frames`). */
  hadSummaryFrame: boolean
  /** Every frame has the same bitrate: a player can time the file by its size. */
  constantBitrate: boolean
  /** frameCount × samplesPerFrame / sampleRate. */
  seconds: number
}

/**
 * Walks an MP3's frames from the first header to the last whole frame (an ID3v1 tag or anything
 * after the frames ends the walk). Throws when no frame is found.
 */
export function readMp3(bytes: Uint8Array): Mp3Audio {
  let offset = afterId3v2(bytes)
  const summary = frameHeaderAt(bytes, offset)
  if (!summary) throw new Error('no MP3 frame where the audio should start')
  // The summary frame is written at another bitrate than the audio (LAME: 64 kbps for 24 kbps).
  const hadSummaryFrame = isSummaryFrame(bytes, offset, summary)
  if (hadSummaryFrame) offset += summary.length
  const start = offset
  const first = frameHeaderAt(bytes, offset)
  if (!first) throw new Error('no MP3 audio frame')
  let frameCount = 0
  let constantBitrate = true
  let header = frameHeaderAt(bytes, offset)
  while (header && offset + header.length <= bytes.length) {
    if (header.bitrate !== first.bitrate || header.sampleRate !== first.sampleRate) constantBitrate = false
    frameCount += 1
    offset += header.length
    header = frameHeaderAt(bytes, offset)
  }
  return {
    frames: Buffer.from(bytes.subarray(start, offset)),
    frameCount,
    bitrate: first.bitrate,
    sampleRate: first.sampleRate,
    samplesPerFrame: first.samplesPerFrame,
    hadSummaryFrame,
    constantBitrate,
    seconds: (frameCount * first.samplesPerFrame) / first.sampleRate,
  }
}

export type LongAudio = {
  /** What the written file lasts, floored: frames × samples per frame / sample rate. */
  durationSeconds: number
  frameCount: number
  byteLength: number
  /** The file's bytes, a clip's worth at a time (so tens of minutes never sit in memory at once). */
  stream: () => Readable
}

/**
 * A CBR MP3 of about `targetSeconds` (within one frame) made of `clip`'s frames repeated, and cut
 * after a whole frame. Throws for a clip whose bitrate varies: its length could not be read from
 * its size.
 */
export function loopClip(clip: Uint8Array, targetSeconds: number): LongAudio {
  const audio = readMp3(clip)
  if (!audio.constantBitrate) throw new Error('the clip must have a constant bitrate')
  const frameCount = Math.max(1, Math.round((targetSeconds * audio.sampleRate) / audio.samplesPerFrame))
  // Frame lengths, to know where the last repetition stops.
  const lengths: number[] = []
  for (let offset = 0; offset < audio.frames.length; ) {
    const length = (frameHeaderAt(audio.frames, offset) as Mp3FrameHeader).length
    lengths.push(length)
    offset += length
  }
  const whole = Math.floor(frameCount / audio.frameCount)
  const rest = frameCount % audio.frameCount
  const tail = audio.frames.subarray(
    0,
    lengths.slice(0, rest).reduce((sum, length) => sum + length, 0),
  )
  function* chunks() {
    for (let index = 0; index < whole; index += 1) yield audio.frames
    if (tail.length > 0) yield tail
  }
  return {
    durationSeconds: Math.floor((frameCount * audio.samplesPerFrame) / audio.sampleRate),
    frameCount,
    byteLength: whole * audio.frames.length + tail.length,
    stream: () => Readable.from(chunks(), { objectMode: false }),
  }
}
