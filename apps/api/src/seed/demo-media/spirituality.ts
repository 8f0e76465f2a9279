import { audio, type DemoMediaItem, video } from './kinds.ts'

/** The category 'Espiritualidad'. */
export const spiritualityItems: DemoMediaItem[] = [
  audio({
    title: 'Sentarse con la lluvia',
    description:
      'Una práctica más larga: atiende al sonido de la lluvia y, cada vez que te distraigas, vuelve a él sin juzgarte.',
    themeSlug: 'meditacion',
    file: 'audios/sentarse-con-la-lluvia.mp3',
    clip: 'rain',
    minutes: 15,
    cover: 'caratula-temas/meditacion.webp',
    tags: ['meditación', 'atención', 'lluvia', 'práctica'],
  }),
  audio({
    title: 'Tres gracias al día',
    description:
      'Con cada toque del cuenco, recuerda algo que agradeces de hoy: una persona, un momento, algo de ti.',
    themeSlug: 'gratitud',
    file: 'audios/tres-gracias-al-dia.mp3',
    clip: 'bowl',
    minutes: 6,
    cover: 'caratula-temas/gratitud.webp',
    tags: ['gratitud', 'cuenco', 'alegría', 'noche'],
  }),
  audio({
    title: 'Lo que da sentido',
    description:
      'Frente al mar, pregúntate qué quieres que haya en tu vida dentro de unos años y qué puedes empezar a cuidar hoy.',
    themeSlug: 'proposito-de-vida',
    file: 'audios/lo-que-da-sentido.mp3',
    clip: 'waves',
    minutes: 12,
    cover: 'caratula-temas/proposito-de-vida.webp',
    tags: ['propósito', 'sentido', 'valores', 'reflexión'],
  }),
  video({
    title: 'Mirar lejos',
    description:
      'El sol se pone sobre el mar: un momento para apartar la mirada de lo urgente y llevarla a lo importante.',
    themeSlug: 'proposito-de-vida',
    file: 'videos/mirar-lejos.mp4',
    clip: 'sunset',
    cover: 'caratula-videos/olas-al-atardecer.webp',
    tags: ['propósito', 'contemplación', 'visual', 'calma'],
  }),
]
