// webvtt-parser (W3C's WebVTT validator, decision 120) ships no types: only what we use of it.
declare module 'webvtt-parser' {
  export interface WebVttCue {
    id: string
    startTime: number
    endTime: number
    text: string
  }
  export interface WebVttError {
    message: string
    /** 1-based. */
    line: number
    col?: number
  }
  export class WebVTTParser {
    constructor(entities?: Record<string, string>)
    parse(
      input: string,
      mode?: 'metadata' | 'chapters',
    ): { cues: WebVttCue[]; errors: WebVttError[]; styles: string[] }
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser }
  export default webvtt
}
