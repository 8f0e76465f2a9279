import { describe, expect, it } from 'vitest'
import { checkWebVtt } from '../modules/files/webvtt.ts'
import { demoCaptions, demoCaptionsKey, vttTime } from './demo-captions.ts'
import { demoMedia } from './demo-media/index.ts'

describe('the demo captions and transcripts (issue 34)', () => {
  it('writes times as WebVTT wants them', () => {
    expect(vttTime(0)).toBe('00:00:00.000')
    expect(vttTime(75.5)).toBe('00:01:15.500')
    expect(vttTime(3725.25)).toBe('01:02:05.250')
  })

  it('gives every demo item a valid WebVTT that fills its length and never runs past it', () => {
    const keys = new Set<string>()
    for (const item of demoMedia) {
      const seconds = item.fileType === 'audio' ? item.minutes * 60 : item.durationSeconds
      const check = checkWebVtt(new TextEncoder().encode(demoCaptions(item, seconds)))
      if (!check.ok) throw new Error(`${item.title}: ${check.message}`)
      const { cues } = check
      expect(cues[0]?.start, item.title).toBe(0)
      expect(Math.max(...cues.map((cue) => cue.end)), item.title).toBeLessThanOrEqual(seconds)
      // The last phrase is said in the item's last minute (an audio's goodbye, a video's last line).
      expect(cues.at(-1)?.start, item.title).toBeGreaterThan(seconds - 60)
      if (item.fileType === 'audio') {
        expect(cues[0]?.text).toBe(`Te doy la bienvenida a «${item.title}».`)
        // A phrase every 20 s: a five-minute audio says about fifteen.
        expect(cues.length, item.title).toBeGreaterThanOrEqual(item.minutes * 3 - 1)
      } else expect(cues.length, item.title).toBe(4)
      keys.add(demoCaptionsKey(item))
    }
    // Each item its own file in the subtitulos folder.
    expect(keys.size).toBe(demoMedia.length)
    expect([...keys].every((key) => /^subtitulos\/[a-z0-9-]+\.vtt$/.test(key))).toBe(true)
  })
})
