// Demo catalogue used when SEED_DEMO=true: 40 items, two or more in each of the 20 themes (issue 28).
// Every source file lives in ../media/ next to this module and was generated for Sosiego (synthesised
// tones and noise, espeak-ng voice, hand-written SVG covers), so it carries no third-party licence.
// The repository holds only short clips (20–31 s of audio, 12–14 s of video); the seed builds each
// audio at its real length from one of them (../long-audio.ts: the clip's MP3 frames repeated for
// `minutes`) under the item's own storage key, and records the length of what it wrote. Videos are
// copied as they are, under their own key when an item reuses one. See ../media/README.md.

import { healthItems } from './health.ts'
import type { DemoMediaItem, DemoThemeSlug } from './kinds.ts'
import { originalItems } from './originals.ts'
import { personalItems } from './personal.ts'
import { relationshipsItems } from './relationships.ts'
import { spiritualityItems } from './spirituality.ts'
import { workAndMoneyItems } from './work-and-money.ts'

export type { DemoAudio, DemoMediaItem, DemoThemeSlug, DemoVideo } from './kinds.ts'

/**
 * In list order. The first eight are the titles the demo has always had (browser tests play them
 * by name); the others fill every theme. Audio lengths: 5 to 15 minutes, about 46 MB written in all.
 */
export const demoMedia: DemoMediaItem[] = [
  ...originalItems,
  ...relationshipsItems,
  ...personalItems,
  ...healthItems,
  ...workAndMoneyItems,
  ...spiritualityItems,
]

/** Category slug → cover path, relative to the media folder. */
export const categoryCovers: Record<string, string> = {
  relaciones: 'caratula-categorias/relaciones.webp',
  personal: 'caratula-categorias/personal.webp',
  salud: 'caratula-categorias/salud.webp',
  'trabajo-y-finanzas': 'caratula-categorias/trabajo-y-finanzas.webp',
  espiritualidad: 'caratula-categorias/espiritualidad.webp',
}

/** Theme slug → cover path, relative to the media folder: every theme has its own (issue 19). */
export const themeCovers: Record<DemoThemeSlug, string> = {
  familia: 'caratula-temas/familia.webp',
  pareja: 'caratula-temas/pareja.webp',
  amistad: 'caratula-temas/amistad.webp',
  'perdida-duelos': 'caratula-temas/perdida-duelos.webp',
  habitos: 'caratula-temas/habitos.webp',
  'desarrollo-personal': 'caratula-temas/desarrollo-personal.webp',
  'creencias-mentales': 'caratula-temas/creencias-mentales.webp',
  'metas-objetivos': 'caratula-temas/metas-objetivos.webp',
  'personalidad-identidad': 'caratula-temas/personalidad-identidad.webp',
  'salud-mental': 'caratula-temas/salud-mental.webp',
  'salud-emocional': 'caratula-temas/salud-emocional.webp',
  'salud-fisica': 'caratula-temas/salud-fisica.webp',
  'inteligencia-emocional': 'caratula-temas/inteligencia-emocional.webp',
  productividad: 'caratula-temas/productividad.webp',
  procrastinacion: 'caratula-temas/procrastinacion.webp',
  'creencia-dinero': 'caratula-temas/creencia-dinero.webp',
  'proposito-laboral': 'caratula-temas/proposito-laboral.webp',
  meditacion: 'caratula-temas/meditacion.webp',
  gratitud: 'caratula-temas/gratitud.webp',
  'proposito-de-vida': 'caratula-temas/proposito-de-vida.webp',
}
