import { audio, type DemoMediaItem, video } from './kinds.ts'

/** The category 'Salud'. */
export const healthItems: DemoMediaItem[] = [
  audio({
    title: 'Pausa para la ansiedad',
    description:
      'Lluvia suave para cuando la mente va demasiado rápido: nota los pies en el suelo y deja que el ritmo del agua te calme.',
    themeSlug: 'salud-mental',
    file: 'audios/pausa-para-la-ansiedad.mp3',
    clip: 'rain',
    minutes: 10,
    cover: 'caratula-temas/salud-mental.webp',
    tags: ['ansiedad', 'estrés', 'lluvia', 'calma'],
  }),
  audio({
    title: 'Abrazar lo que sientes',
    description:
      'Nombra la emoción del momento, nótala en el cuerpo y dale espacio, acompañada por un tono cálido que no tiene prisa.',
    themeSlug: 'salud-emocional',
    file: 'audios/abrazar-lo-que-sientes.mp3',
    clip: 'drone',
    minutes: 8,
    cover: 'caratula-temas/salud-emocional.webp',
    tags: ['emociones', 'autocuidado', 'aceptación', 'calma'],
  }),
  audio({
    title: 'Escáner corporal para dormir',
    description:
      'Recorre el cuerpo de los pies a la cabeza soltando la tensión de cada zona, con un tono grave que prepara el sueño.',
    themeSlug: 'salud-fisica',
    file: 'audios/escaner-corporal-para-dormir.mp3',
    clip: 'drone',
    minutes: 12,
    cover: 'caratula-temas/salud-fisica.webp',
    tags: ['cuerpo', 'sueño', 'relajación', 'tensión'],
  }),
  video({
    title: 'Respirar para moverse',
    description:
      'Sigue el círculo con la respiración antes o después de hacer ejercicio: inhala cuando crece y exhala cuando se encoge.',
    themeSlug: 'salud-fisica',
    file: 'videos/respirar-para-moverse.mp4',
    clip: 'circle',
    cover: 'caratula-videos/circulo-respiracion.webp',
    tags: ['cuerpo', 'ejercicio', 'respiración', 'visual'],
  }),
  audio({
    title: 'La ola de la emoción',
    description:
      'Las emociones suben, llegan a su punto más alto y bajan, como las olas. Aprende a surfearlas sin reaccionar.',
    themeSlug: 'inteligencia-emocional',
    file: 'audios/la-ola-de-la-emocion.mp3',
    clip: 'waves',
    minutes: 8,
    cover: 'caratula-temas/inteligencia-emocional.webp',
    tags: ['emociones', 'autorregulación', 'mar', 'calma'],
  }),
  audio({
    title: 'Respirar antes de responder',
    description:
      'Cuando algo te altera, una pausa de unas cuantas respiraciones cambia la respuesta. Practícala aquí para tenerla a mano.',
    themeSlug: 'inteligencia-emocional',
    file: 'audios/respirar-antes-de-responder.mp3',
    clip: 'breathing',
    minutes: 6,
    cover: 'caratula-audios/respiracion-consciente.webp',
    tags: ['autocontrol', 'empatía', 'pausa', 'conversaciones'],
  }),
]
