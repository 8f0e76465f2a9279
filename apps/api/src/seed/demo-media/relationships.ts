import { audio, type DemoMediaItem, video } from './kinds.ts'

/** The category 'Relaciones'. */
export const relationshipsItems: DemoMediaItem[] = [
  audio({
    title: 'Calma en casa',
    description:
      'Olas lentas para bajar el ritmo en familia al final del día: respirad juntos al compás del mar, sin prisa y sin pantallas.',
    themeSlug: 'familia',
    file: 'audios/calma-en-casa.mp3',
    clip: 'waves',
    minutes: 8,
    cover: 'caratula-temas/familia.webp',
    tags: ['familia', 'hogar', 'calma', 'noche'],
  }),
  audio({
    title: 'Escucha sin juzgar',
    description:
      'Para antes de una conversación importante con tu pareja: un tono cálido te ayuda a soltar la defensa y a escuchar de verdad.',
    themeSlug: 'pareja',
    file: 'audios/escucha-sin-juzgar.mp3',
    clip: 'drone',
    minutes: 7,
    cover: 'caratula-temas/pareja.webp',
    tags: ['pareja', 'comunicación', 'escucha', 'empatía'],
  }),
  audio({
    title: 'Amistades que nutren',
    description:
      'Piensa en las personas que te hacen bien mientras suena la lluvia: agradece su presencia y mira qué cuidas tú de cada amistad.',
    themeSlug: 'amistad',
    file: 'audios/amistades-que-nutren.mp3',
    clip: 'rain',
    minutes: 6,
    cover: 'caratula-temas/amistad.webp',
    tags: ['amistad', 'vínculos', 'gratitud', 'conexión'],
  }),
  video({
    title: 'Un atardecer para compartir',
    description:
      'Un atardecer sobre el mar para enviar a esa amiga o ese amigo que está lejos y tomaros un respiro a la vez.',
    themeSlug: 'amistad',
    file: 'videos/un-atardecer-para-compartir.mp4',
    clip: 'sunset',
    cover: 'caratula-videos/olas-al-atardecer.webp',
    tags: ['amistad', 'compartir', 'mar', 'distancia'],
  }),
  audio({
    title: 'Acompañar el duelo',
    description:
      'Para los días en que la pérdida pesa: un sonido grave y constante que sostiene lo que sientes, sin pedirte que lo cambies.',
    themeSlug: 'perdida-duelos',
    file: 'audios/acompanar-el-duelo.mp3',
    clip: 'drone',
    minutes: 12,
    cover: 'caratula-temas/perdida-duelos.webp',
    tags: ['duelo', 'pérdida', 'consuelo', 'aceptación'],
  }),
  audio({
    title: 'Dejar que llueva',
    description:
      'La lluvia como permiso para sentir: un rato para dejar salir la tristeza y recordar con cariño a quien ya no está.',
    themeSlug: 'perdida-duelos',
    file: 'audios/dejar-que-llueva.mp3',
    clip: 'rain',
    minutes: 9,
    cover: 'caratula-audios/lluvia-serena.webp',
    tags: ['duelo', 'tristeza', 'recuerdo', 'lluvia'],
  }),
]
