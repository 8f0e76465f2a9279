import { audio, type DemoMediaItem, video } from './kinds.ts'

/** The category 'Trabajo y finanzas'. */
export const workAndMoneyItems: DemoMediaItem[] = [
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
]
