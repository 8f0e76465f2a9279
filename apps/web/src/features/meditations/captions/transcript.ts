import webvtt from 'webvtt-parser'

export type TranscriptCue = { start: number; end: number; text: string }

/**
 * The phrases of a WebVTT, in order, as plain text (voice and styling tags dropped). The server
 * checked the file on upload (decision 120); a cue the parser still skips is simply not listed.
 */
export function parseTranscript(vtt: string): TranscriptCue[] {
  const { cues } = new webvtt.WebVTTParser().parse(vtt, 'metadata')
  return cues
    .map((cue) => ({
      start: cue.startTime,
      end: cue.endTime,
      text: cue.text
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    }))
    .filter((cue) => cue.text !== '')
    .sort((a, b) => a.start - b.start)
}

/**
 * The phrase being heard at `time`: the last one that has started. Between two phrases the one
 * just said stays marked, so the place in the text never blinks away; before the first, none (-1).
 */
export function currentCueIndex(cues: readonly TranscriptCue[], time: number): number {
  let low = 0
  let high = cues.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((cues[middle] as TranscriptCue).start <= time + 0.05) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}
