import { audio, type DemoMediaItem, video } from './kinds.ts'

/** The category 'Personal'. */
export const personalItems: DemoMediaItem[] = [
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
]
