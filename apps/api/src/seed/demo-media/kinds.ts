// What a demo item is, and the two ways one is made from the clips in ../media (see ./index.ts).

export type DemoThemeSlug =
  | 'familia'
  | 'pareja'
  | 'amistad'
  | 'habitos'
  | 'desarrollo-personal'
  | 'creencias-mentales'
  | 'metas-objetivos'
  | 'personalidad-identidad'
  | 'salud-mental'
  | 'salud-emocional'
  | 'salud-fisica'
  | 'productividad'
  | 'procrastinacion'
  | 'creencia-dinero'
  | 'proposito-laboral'
  | 'meditacion'
  | 'gratitud'
  | 'proposito-de-vida'
  | 'perdida-duelos'
  | 'inteligencia-emocional'

type DemoItemBase = {
  title: string
  description: string
  themeSlug: DemoThemeSlug
  /** The storage key the item's file is written to, e.g. 'audios/pausa-para-la-ansiedad.mp3'. */
  file: string
  /** Relative to the media folder, e.g. 'caratula-audios/respiracion-consciente.webp'. */
  cover: string
  tags: string[]
}

/** An audio built at seed time: `clip`'s frames repeated for `minutes` (./long-audio.ts). */
export type DemoAudio = DemoItemBase & {
  fileType: 'audio'
  /** The short MP3 it is made of, relative to the media folder. */
  clip: string
  minutes: number
}

/** A video copied as it is (`source`, relative to the media folder), of a known length. */
export type DemoVideo = DemoItemBase & {
  fileType: 'video'
  source: string
  /** Measured with ffprobe and floored. */
  durationSeconds: number
}

export type DemoMediaItem = DemoAudio | DemoVideo

/** The clips in ../media/audios and ../media/videos, and what each sounds or looks like. */
const clips = {
  /** A Spanish voice invites you to sit and breathe, then a breathing pulse (4 s in, 6 s out). */
  breathing: 'audios/respiracion-consciente.mp3',
  rain: 'audios/lluvia-serena.mp3',
  waves: 'audios/olas-del-mar.mp3',
  bowl: 'audios/cuenco-tibetano.mp3',
  /** A low, warm drone with a slow swell. */
  drone: 'audios/calma-profunda.mp3',
  /** Soft tone pairs beating slowly. */
  focus: 'audios/enfoque-theta.mp3',
} as const
const videos = {
  circle: { source: 'videos/circulo-respiracion.mp4', durationSeconds: 12 },
  sunset: { source: 'videos/olas-al-atardecer.mp4', durationSeconds: 14 },
} as const

export const audio = (
  item: Omit<DemoAudio, 'fileType' | 'clip'> & { clip: keyof typeof clips },
): DemoAudio => ({
  ...item,
  fileType: 'audio',
  clip: clips[item.clip],
})
export const video = (
  item: Omit<DemoVideo, 'fileType' | 'source' | 'durationSeconds'> & { clip: keyof typeof videos },
): DemoVideo => {
  const { clip, ...rest } = item
  return { ...rest, fileType: 'video', ...videos[clip] }
}
