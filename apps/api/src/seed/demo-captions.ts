// The demo's captions and transcripts (issue 34): written as WebVTT at seed time from the short
// scripts below, fitted to each item's real length, so the repository holds phrases, not files.

import path from 'node:path'
import type { DemoMediaItem } from './demo-media/index.ts'

/** A guided session's body: said in turn, one phrase every `AUDIO_STEP` seconds, again from the start when they run out. */
const guidance = [
  'Busca una postura cómoda, con la espalda recta y los hombros sueltos.',
  'Si te apetece, cierra los ojos o deja la mirada suave, hacia el suelo.',
  'Lleva la atención a tu respiración, sin cambiarla.',
  'Nota el aire fresco que entra por la nariz y el aire tibio que sale.',
  'Inhala despacio, contando hasta cuatro.',
  'Exhala todavía más despacio, contando hasta seis.',
  'Siente cómo el pecho y el vientre se mueven con cada respiración.',
  'Si aparece un pensamiento, míralo pasar como una nube y vuelve al aire.',
  'No hay nada que conseguir ahora: solo estar aquí.',
  'Afloja la frente, la mandíbula y el espacio entre las cejas.',
  'Deja que los hombros bajen un poco con cada exhalación.',
  'Siente el peso de tu cuerpo apoyado, sostenido por el suelo.',
  'Escucha los sonidos de alrededor, sin ponerles nombre.',
  'Vuelve a la respiración: inhala, y suelta.',
  'Si la mente se va, no pasa nada. Vuelve con amabilidad.',
  'Nota las manos: su temperatura, su peso, el hormigueo.',
  'Recorre el cuerpo desde la cabeza hasta los pies, sin prisa.',
  'Allí donde encuentres tensión, respira hacia ese lugar.',
  'Con cada exhalación, deja ir un poco más.',
  'Observa cómo te sientes ahora, sin juzgarlo.',
  'Puedes repetir en silencio: estoy aquí, estoy a salvo.',
  'Imagina una luz cálida que se extiende por el pecho.',
  'Agradece a tu cuerpo que te acompañe cada día.',
  'Quédate un momento en el silencio entre dos respiraciones.',
  'Deja que la respiración encuentre su propio ritmo.',
  'Si sientes inquietud, obsérvala con curiosidad, como algo que pasa.',
  'Suelta lo que no depende de ti, al menos durante este rato.',
  'Vuelve una vez más a la sensación del aire al entrar.',
  'Cada inhalación es un comienzo; cada exhalación, un descanso.',
  'Sigue aquí, presente, un poco más.',
] as const

const closing = [
  'Poco a poco, vuelve a notar el lugar donde estás.',
  'Mueve suavemente los dedos de las manos y de los pies.',
  'Cuando quieras, abre los ojos. Gracias por regalarte este momento.',
] as const

/** A short video's captions by its clip: the breathing circle, or the waves at sunset. */
const videoScripts: Record<'circle' | 'sunset', readonly string[]> = {
  circle: [
    'Sigue el círculo con la mirada.',
    'Inhala mientras crece.',
    'Exhala mientras se hace pequeño.',
    'Otra vez, a tu ritmo.',
  ],
  sunset: [
    'Mira el ir y venir de las olas.',
    'Respira al compás del mar.',
    'Deja que la luz de la tarde te calme.',
    'Suelta el día, ola a ola.',
  ],
}

/** Seconds between the starts of two phrases of an audio's transcript, and how long one is shown. */
const AUDIO_STEP = 20
const AUDIO_SHOWN = 8

/** `75.5` → `00:01:15.500`, the form WebVTT expects. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

function webVtt(cues: { start: number; end: number; text: string }[]): string {
  const blocks = cues.map(({ start, end, text }) => `${vttTime(start)} --> ${vttTime(end)}\n${text}`)
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}

/**
 * The WebVTT of a demo item lasting `seconds`. An audio's transcript: a welcome naming it, the
 * guidance phrase after phrase every 20 s, and the closing phrases in its last minute. A video's
 * captions: its clip's phrases spread over its length.
 */
export function demoCaptions(item: DemoMediaItem, seconds: number): string {
  if (item.fileType === 'video') {
    const clip = item.source.includes('circulo') ? 'circle' : 'sunset'
    const script = videoScripts[clip]
    const each = seconds / script.length
    return webVtt(script.map((text, index) => ({ start: index * each, end: (index + 1) * each - 0.2, text })))
  }
  const cues = [{ start: 0, end: AUDIO_SHOWN, text: `Te doy la bienvenida a «${item.title}».` }]
  const closingStart = Math.max(AUDIO_STEP, seconds - 60)
  for (let start = AUDIO_STEP, n = 0; start + AUDIO_SHOWN <= closingStart; start += AUDIO_STEP, n++)
    cues.push({ start, end: start + AUDIO_SHOWN, text: guidance[n % guidance.length] as string })
  const step = (seconds - closingStart) / closing.length
  closing.forEach((text, index) => {
    const start = closingStart + index * step
    cues.push({ start, end: Math.min(seconds, start + Math.min(AUDIO_SHOWN, step - 0.2)), text })
  })
  return webVtt(cues)
}

/** Where an item's WebVTT is stored: `subtitulos/<the media file's name>.vtt`. */
export function demoCaptionsKey(item: DemoMediaItem): string {
  return `subtitulos/${path.basename(item.file, path.extname(item.file))}.vtt`
}
