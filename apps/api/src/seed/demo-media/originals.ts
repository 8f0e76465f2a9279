import { audio, type DemoMediaItem, video } from './kinds.ts'

/** The eight items the demo has always had (browser tests play them by name). */
export const originalItems: DemoMediaItem[] = [
  audio({
    title: 'Respiración consciente',
    description:
      'Una voz te invita a sentarte y a respirar, y el sonido marca cada ciclo: inhala mientras crece y suelta el aire mientras se apaga.',
    themeSlug: 'salud-mental',
    file: 'audios/respiracion-consciente.mp3',
    clip: 'breathing',
    minutes: 5,
    cover: 'caratula-audios/respiracion-consciente.webp',
    tags: ['respiración', 'calma', 'ansiedad', 'principiantes'],
  }),
  audio({
    title: 'Lluvia serena',
    description:
      'El murmullo suave de la lluvia sobre un fondo cálido. Ideal para soltar la tensión del día y darte un respiro.',
    themeSlug: 'salud-emocional',
    file: 'audios/lluvia-serena.mp3',
    clip: 'rain',
    minutes: 10,
    cover: 'caratula-audios/lluvia-serena.webp',
    tags: ['lluvia', 'naturaleza', 'relajación', 'descanso'],
  }),
  audio({
    title: 'Olas del mar',
    description:
      'Olas lentas que van y vienen a un ritmo pausado. Compártelas con tu pareja para respirar juntos al compás del mar.',
    themeSlug: 'pareja',
    file: 'audios/olas-del-mar.mp3',
    clip: 'waves',
    minutes: 10,
    cover: 'caratula-audios/olas-del-mar.webp',
    tags: ['mar', 'olas', 'pareja', 'conexión'],
  }),
  audio({
    title: 'Cuenco tibetano',
    description:
      'Toques de cuenco cuyo sonido se desvanece poco a poco. Sigue cada vibración hasta el silencio y vuelve a empezar.',
    themeSlug: 'meditacion',
    file: 'audios/cuenco-tibetano.mp3',
    clip: 'bowl',
    minutes: 10,
    cover: 'caratula-audios/cuenco-tibetano.webp',
    tags: ['cuenco', 'meditación', 'atención', 'silencio'],
  }),
  audio({
    title: 'Calma profunda',
    description:
      'Un tono grave y envolvente para cerrar el día. Piensa en tres cosas que agradeces y deja que el sonido las sostenga.',
    themeSlug: 'gratitud',
    file: 'audios/calma-profunda.mp3',
    clip: 'drone',
    minutes: 8,
    cover: 'caratula-audios/calma-profunda.webp',
    tags: ['gratitud', 'noche', 'calma', 'sueño'],
  }),
  audio({
    title: 'Enfoque sereno',
    description:
      'Tonos suaves que laten despacio para acompañar un bloque de concentración. Úsalo antes de empezar una tarea importante.',
    themeSlug: 'productividad',
    file: 'audios/enfoque-theta.mp3',
    clip: 'focus',
    minutes: 10,
    cover: 'caratula-audios/enfoque-theta.webp',
    tags: ['concentración', 'trabajo', 'enfoque', 'productividad'],
  }),
  video({
    title: 'Círculo de respiración',
    description:
      'Un círculo de luz que crece y se encoge: inhala mientras se expande y exhala mientras vuelve a su tamaño. Repítelo varias veces al día.',
    themeSlug: 'habitos',
    file: 'videos/circulo-respiracion.mp4',
    clip: 'circle',
    cover: 'caratula-videos/circulo-respiracion.webp',
    tags: ['respiración', 'hábitos', 'visual', 'calma'],
  }),
  video({
    title: 'Olas al atardecer',
    description:
      'Un atardecer tranquilo sobre un mar en calma. Un momento sencillo para compartir en familia antes de ir a dormir.',
    themeSlug: 'familia',
    file: 'videos/olas-al-atardecer.mp4',
    clip: 'sunset',
    cover: 'caratula-videos/olas-al-atardecer.webp',
    tags: ['atardecer', 'familia', 'mar', 'relajación'],
  }),
]
