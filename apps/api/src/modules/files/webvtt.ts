import { type MessageKey, t } from '@sosiego/shared'
import webvtt, { type WebVttError } from 'webvtt-parser'

/**
 * The parser's reasons (webvtt-parser speaks English) said in Spanish: each of its messages is
 * matched by a fragment, the first that fits wins. Anything else is `captions.reason.unknown`.
 */
const reasons: [RegExp, MessageKey][] = [
  [/signature/i, 'captions.reason.signature'],
  [/blank line after the signature/i, 'captions.reason.blankAfterSignature'],
  [/blank line missing before cue/i, 'captions.reason.blankBeforeCue'],
  [/cannot be standalone/i, 'captions.reason.standaloneId'],
  [/needs to be followed by timestamp/i, 'captions.reason.idWithoutTimes'],
  [/not greater than start timestamp/i, 'captions.reason.endBeforeStart'],
  [/previous cue/i, 'captions.reason.outOfOrder'],
  [/'-->'|separator/i, 'captions.reason.arrow'],
  [/timestamp|digits|minutes|seconds|milliseconds|decimal|time unit/i, 'captions.reason.timestamp'],
  [/setting|position|size|alignment|direction/i, 'captions.reason.setting'],
  [/tag|escape|annotation|<v>/i, 'captions.reason.markup'],
]

function reasonOf(error: WebVttError): string {
  const found = reasons.find(([pattern]) => pattern.test(error.message))
  return t(found ? found[1] : 'captions.reason.unknown')
}

/**
 * The line to name, and why. A timing written without its `-->` is read by the parser as a cue
 * identifier, and it complains about the line after; a person wants the timing's own line.
 */
function pointAt(error: WebVttError, text: string): { line: number; reason: string } {
  if (/needs to be followed by timestamp/i.test(error.message)) {
    const previous = text.split(/\r\n|\r|\n/)[error.line - 2] ?? ''
    if (/\d:\d\d/.test(previous)) return { line: error.line - 1, reason: t('captions.reason.arrow') }
  }
  return { line: error.line, reason: reasonOf(error) }
}

export type WebVttCheck =
  | { ok: true; cues: { start: number; end: number; text: string }[] }
  | { ok: false; message: string }

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Whether some bytes are a WebVTT file we can serve to a player (decision 120): UTF-8 (the format
 * allows nothing else), conforming to the W3C parser with no error at all — browsers skip what they
 * cannot read silently, so a file that "mostly works" would lose phrases without anyone noticing —
 * and at least one cue. The first error is named by its line, as the back office shows it.
 */
export function checkWebVtt(bytes: Uint8Array): WebVttCheck {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, message: t('captions.notUtf8') }
  }
  const { cues, errors } = new webvtt.WebVTTParser().parse(text, 'metadata')
  const [first] = errors
  if (first) {
    const { line, reason } = pointAt(first, text)
    return { ok: false, message: t('captions.invalid', { line, reason }) }
  }
  if (cues.length === 0) return { ok: false, message: t('captions.empty') }
  return { ok: true, cues: cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text })) }
}
