// Demo catalogue used when SEED_DEMO=true. Every file lives in ./media/ next to this module and was
// generated for Sosiego (synthesised tones and noise, espeak-ng voice, hand-written SVG covers), so it
// carries no third-party licence. Paths are relative to that media folder; durations were measured
// with ffprobe and floored. See ./media/README.md for how the files were made.

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

export type DemoMediaItem = {
  title: string
  description: string
  fileType: 'audio' | 'video'
  themeSlug: DemoThemeSlug
  /** Relative to the media folder, e.g. 'audios/respiracion-consciente.mp3'. */
  file: string
  /** Relative to the media folder, e.g. 'caratula-audios/respiracion-consciente.webp'. */
  cover: string
  durationSeconds: number
  tags: string[]
}

export const demoMedia: DemoMediaItem[] = [
  {
    title: 'Respiración consciente',
    description:
      'Una breve bienvenida y dos ciclos de respiración guiados por el sonido: inhala mientras crece, suelta el aire mientras se apaga.',
    fileType: 'audio',
    themeSlug: 'salud-mental',
    file: 'audios/respiracion-consciente.mp3',
    cover: 'caratula-audios/respiracion-consciente.webp',
    durationSeconds: 31,
    tags: ['respiración', 'calma', 'ansiedad', 'principiantes'],
  },
  {
    title: 'Lluvia serena',
    description:
      'El murmullo suave de la lluvia sobre un fondo cálido. Ideal para soltar la tensión del día y darte un respiro.',
    fileType: 'audio',
    themeSlug: 'salud-emocional',
    file: 'audios/lluvia-serena.mp3',
    cover: 'caratula-audios/lluvia-serena.webp',
    durationSeconds: 20,
    tags: ['lluvia', 'naturaleza', 'relajación', 'descanso'],
  },
  {
    title: 'Olas del mar',
    description:
      'Olas lentas que van y vienen a un ritmo pausado. Compártelas con tu pareja para respirar juntos al compás del mar.',
    fileType: 'audio',
    themeSlug: 'pareja',
    file: 'audios/olas-del-mar.mp3',
    cover: 'caratula-audios/olas-del-mar.webp',
    durationSeconds: 27,
    tags: ['mar', 'olas', 'pareja', 'conexión'],
  },
  {
    title: 'Cuenco tibetano',
    description:
      'Tres toques de cuenco cuyo sonido se desvanece poco a poco. Sigue cada vibración hasta el silencio y vuelve a empezar.',
    fileType: 'audio',
    themeSlug: 'meditacion',
    file: 'audios/cuenco-tibetano.mp3',
    cover: 'caratula-audios/cuenco-tibetano.webp',
    durationSeconds: 24,
    tags: ['cuenco', 'meditación', 'atención', 'silencio'],
  },
  {
    title: 'Calma profunda',
    description:
      'Un tono grave y envolvente para cerrar el día. Piensa en tres cosas que agradeces y deja que el sonido las sostenga.',
    fileType: 'audio',
    themeSlug: 'gratitud',
    file: 'audios/calma-profunda.mp3',
    cover: 'caratula-audios/calma-profunda.webp',
    durationSeconds: 20,
    tags: ['gratitud', 'noche', 'calma', 'sueño'],
  },
  {
    title: 'Enfoque sereno',
    description:
      'Tonos suaves que laten despacio para acompañar un momento de concentración. Úsalo antes de empezar una tarea importante.',
    fileType: 'audio',
    themeSlug: 'productividad',
    file: 'audios/enfoque-theta.mp3',
    cover: 'caratula-audios/enfoque-theta.webp',
    durationSeconds: 20,
    tags: ['concentración', 'trabajo', 'enfoque', 'productividad'],
  },
  {
    title: 'Círculo de respiración',
    description:
      'Un círculo de luz que crece y se encoge: inhala mientras se expande y exhala mientras vuelve a su tamaño. Un hábito de un minuto.',
    fileType: 'video',
    themeSlug: 'habitos',
    file: 'videos/circulo-respiracion.mp4',
    cover: 'caratula-videos/circulo-respiracion.webp',
    durationSeconds: 12,
    tags: ['respiración', 'hábitos', 'visual', 'calma'],
  },
  {
    title: 'Olas al atardecer',
    description:
      'Un atardecer tranquilo sobre un mar en calma. Un momento sencillo para compartir en familia antes de ir a dormir.',
    fileType: 'video',
    themeSlug: 'familia',
    file: 'videos/olas-al-atardecer.mp4',
    cover: 'caratula-videos/olas-al-atardecer.webp',
    durationSeconds: 14,
    tags: ['atardecer', 'familia', 'mar', 'relajación'],
  },
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
