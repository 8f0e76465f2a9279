// Demo catalogue used when SEED_DEMO=true: 40 items, two or more in each of the 20 themes (issue 28).
// Every source file lives in ./media/ next to this module and was generated for Sosiego (synthesised
// tones and noise, espeak-ng voice, hand-written SVG covers), so it carries no third-party licence.
// The repository holds only short clips (20–31 s of audio, 12–14 s of video); the seed builds each
// audio at its real length from one of them (./long-audio.ts: the clip's MP3 frames repeated for
// `minutes`) under the item's own storage key, and records the length of what it wrote. Videos are
// copied as they are, under their own key when an item reuses one. See ./media/README.md.

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

/** The clips in ./media/audios and ./media/videos, and what each sounds or looks like. */
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

const audio = (item: Omit<DemoAudio, 'fileType' | 'clip'> & { clip: keyof typeof clips }): DemoAudio => ({
  ...item,
  fileType: 'audio',
  clip: clips[item.clip],
})
const video = (
  item: Omit<DemoVideo, 'fileType' | 'source' | 'durationSeconds'> & { clip: keyof typeof videos },
): DemoVideo => {
  const { clip, ...rest } = item
  return { ...rest, fileType: 'video', ...videos[clip] }
}

/**
 * In list order. The first eight are the titles the demo has always had (browser tests play them
 * by name); the others fill every theme. Audio lengths: 5 to 15 minutes, about 46 MB written in all.
 */
export const demoMedia: DemoMediaItem[] = [
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

  // Relaciones
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

  // Personal
  audio({
    title: 'Cinco minutos cada mañana',
    description:
      'Un hábito pequeño para empezar el día: sentarte, respirar con calma y elegir una sola intención antes de mirar el móvil.',
    themeSlug: 'habitos',
    file: 'audios/cinco-minutos-cada-manana.mp3',
    clip: 'focus',
    minutes: 5,
    cover: 'caratula-temas/habitos.webp',
    tags: ['hábitos', 'mañana', 'rutina', 'constancia'],
  }),
  audio({
    title: 'Conocerte en calma',
    description:
      'El cuenco marca el ritmo mientras observas tus pensamientos sin engancharte a ellos y descubres qué necesitas hoy.',
    themeSlug: 'desarrollo-personal',
    file: 'audios/conocerte-en-calma.mp3',
    clip: 'bowl',
    minutes: 10,
    cover: 'caratula-temas/desarrollo-personal.webp',
    tags: ['autoconocimiento', 'crecimiento', 'atención', 'calma'],
  }),
  video({
    title: 'Respira antes de decidir',
    description:
      'El círculo de luz marca el ritmo: tres respiraciones lentas antes de tomar una decisión que te importa.',
    themeSlug: 'desarrollo-personal',
    file: 'videos/respira-antes-de-decidir.mp4',
    clip: 'circle',
    cover: 'caratula-videos/circulo-respiracion.webp',
    tags: ['decisiones', 'respiración', 'crecimiento', 'visual'],
  }),
  audio({
    title: 'Soltar pensamientos limitantes',
    description:
      'Con cada exhalación, deja ir una idea que te frena («no soy capaz», «no es para mí») y haz sitio a otra más amable.',
    themeSlug: 'creencias-mentales',
    file: 'audios/soltar-pensamientos-limitantes.mp3',
    clip: 'breathing',
    minutes: 8,
    cover: 'caratula-temas/creencias-mentales.webp',
    tags: ['creencias', 'pensamientos', 'cambio', 'autoestima'],
  }),
  audio({
    title: 'Observar sin creer',
    description:
      'Un tono grave de fondo mientras miras tus pensamientos como nubes que pasan: no todo lo que piensas es verdad.',
    themeSlug: 'creencias-mentales',
    file: 'audios/observar-sin-creer.mp3',
    clip: 'drone',
    minutes: 6,
    cover: 'caratula-audios/calma-profunda.webp',
    tags: ['creencias', 'mente', 'observación', 'calma'],
  }),
  audio({
    title: 'Visualiza tu meta',
    description:
      'Tonos pausados para imaginar con detalle el objetivo que persigues, cómo te sentirás al lograrlo y el primer paso de hoy.',
    themeSlug: 'metas-objetivos',
    file: 'audios/visualiza-tu-meta.mp3',
    clip: 'focus',
    minutes: 7,
    cover: 'caratula-temas/metas-objetivos.webp',
    tags: ['metas', 'visualización', 'motivación', 'enfoque'],
  }),
  video({
    title: 'Horizonte',
    description:
      'El mar hasta el horizonte como imagen de lo que quieres alcanzar: mira, respira y vuelve a tu plan con la cabeza despejada.',
    themeSlug: 'metas-objetivos',
    file: 'videos/horizonte.mp4',
    clip: 'sunset',
    cover: 'caratula-videos/olas-al-atardecer.webp',
    tags: ['metas', 'horizonte', 'visual', 'motivación'],
  }),
  audio({
    title: 'Quién soy hoy',
    description:
      'Toques de cuenco para preguntarte, sin juicio, qué valores te definen y cuáles quieres cultivar a partir de ahora.',
    themeSlug: 'personalidad-identidad',
    file: 'audios/quien-soy-hoy.mp3',
    clip: 'bowl',
    minutes: 9,
    cover: 'caratula-temas/personalidad-identidad.webp',
    tags: ['identidad', 'valores', 'autoconocimiento', 'silencio'],
  }),
  audio({
    title: 'Volver a ti',
    description:
      'Las olas van y vienen como tus estados de ánimo, y tú eres también quien las mira. Una práctica para reencontrarte.',
    themeSlug: 'personalidad-identidad',
    file: 'audios/volver-a-ti.mp3',
    clip: 'waves',
    minutes: 6,
    cover: 'caratula-audios/olas-del-mar.webp',
    tags: ['identidad', 'autoestima', 'mar', 'presencia'],
  }),

  // Salud
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

  // Trabajo y finanzas
  video({
    title: 'Tres respiraciones entre tareas',
    description:
      'Un respiro visual para cambiar de tarea sin arrastrar la anterior: sigue el círculo tres veces y vuelve al trabajo.',
    themeSlug: 'productividad',
    file: 'videos/tres-respiraciones-entre-tareas.mp4',
    clip: 'circle',
    cover: 'caratula-temas/productividad.webp',
    tags: ['productividad', 'pausas', 'trabajo', 'visual'],
  }),
  audio({
    title: 'Empieza por cinco minutos',
    description:
      'Tonos constantes para arrancar esa tarea que llevas días aplazando: solo tienes que empezar, no terminar.',
    themeSlug: 'procrastinacion',
    file: 'audios/empieza-por-cinco-minutos.mp3',
    clip: 'focus',
    minutes: 5,
    cover: 'caratula-temas/procrastinacion.webp',
    tags: ['procrastinación', 'tareas', 'enfoque', 'motivación'],
  }),
  audio({
    title: 'Amabilidad con lo pendiente',
    description:
      'Aplazar no es pereza: a menudo es miedo. Mira con amabilidad lo que evitas y elige un primer paso pequeño.',
    themeSlug: 'procrastinacion',
    file: 'audios/amabilidad-con-lo-pendiente.mp3',
    clip: 'bowl',
    minutes: 7,
    cover: 'caratula-audios/cuenco-tibetano.webp',
    tags: ['procrastinación', 'autocompasión', 'miedo', 'acción'],
  }),
  audio({
    title: 'El dinero como corriente',
    description:
      'Las olas entran y salen: una meditación para revisar las ideas que heredaste sobre el dinero y soltar la sensación de escasez.',
    themeSlug: 'creencia-dinero',
    file: 'audios/el-dinero-como-corriente.mp3',
    clip: 'waves',
    minutes: 9,
    cover: 'caratula-temas/creencia-dinero.webp',
    tags: ['dinero', 'abundancia', 'creencias', 'calma'],
  }),
  audio({
    title: 'Gastar con calma',
    description:
      'Nota qué sientes antes de una compra o al mirar tus cuentas, y decide desde la calma en lugar de desde la prisa.',
    themeSlug: 'creencia-dinero',
    file: 'audios/gastar-con-calma.mp3',
    clip: 'drone',
    minutes: 6,
    cover: 'caratula-audios/calma-profunda.webp',
    tags: ['dinero', 'finanzas', 'decisiones', 'ansiedad'],
  }),
  audio({
    title: 'Sentido en el trabajo',
    description:
      'Recuerda para qué haces lo que haces y qué parte de tu trabajo te hace sentir útil, con tonos que acompañan sin distraer.',
    themeSlug: 'proposito-laboral',
    file: 'audios/sentido-en-el-trabajo.mp3',
    clip: 'focus',
    minutes: 8,
    cover: 'caratula-temas/proposito-laboral.webp',
    tags: ['trabajo', 'propósito', 'motivación', 'valores'],
  }),
  video({
    title: 'Cerrar la jornada',
    description:
      'Un atardecer sobre el mar para dejar el trabajo en el trabajo: mira cómo cae el sol y suelta el día.',
    themeSlug: 'proposito-laboral',
    file: 'videos/cerrar-la-jornada.mp4',
    clip: 'sunset',
    cover: 'caratula-videos/olas-al-atardecer.webp',
    tags: ['trabajo', 'desconexión', 'descanso', 'visual'],
  }),

  // Espiritualidad
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
