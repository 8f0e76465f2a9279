/** A testimonial embedded in the site (spec §2): the first three open the carousel. */
export type StaticTestimonial = {
  id: string
  name: string
  category: string
  text: string
  /** Illustrated avatar (no photos of real people), a static file of the web app (apps/web/public). */
  photo: string
}

export const staticTestimonials: StaticTestimonial[] = [
  {
    id: 'carmen',
    name: 'Carmen Ortega',
    category: 'Meditaciones',
    text: 'Empecé con la prueba gratuita sin muchas expectativas y hoy no me salto mi meditación de la mañana. Me ayuda a empezar el día con la cabeza despejada y sin prisas.',
    photo: '/testimonials/carmen.svg',
  },
  {
    id: 'javier',
    name: 'Javier Salinas',
    category: 'Sound Healing',
    text: 'Las sesiones de sound healing son mi momento de la semana. Me pongo los auriculares al salir del trabajo y llego a casa con otra energía.',
    photo: '/testimonials/javier.svg',
  },
  {
    id: 'sofia',
    name: 'Sofía Medina',
    category: 'Meditaciones cortas',
    text: 'Con dos niños pequeños no tengo mucho tiempo, así que las meditaciones cortas son perfectas: cinco minutos bastan para recuperar la calma.',
    photo: '/testimonials/sofia.svg',
  },
  {
    id: 'mateo',
    name: 'Mateo Rivas',
    category: 'Masterclass/talleres',
    text: 'El taller sobre hábitos me dio herramientas muy concretas. Por fin entiendo por qué me costaba tanto mantener una rutina.',
    photo: '/testimonials/mateo.svg',
  },
  {
    id: 'isabel',
    name: 'Isabel Quintero',
    category: 'Meditaciones',
    text: 'Tenía problemas para dormir desde hacía meses. Las meditaciones para la noche me han devuelto el descanso, y lo noto en todo.',
    photo: '/testimonials/isabel.svg',
  },
  {
    id: 'tomas',
    name: 'Tomás Herrera',
    category: 'Sound Healing',
    text: 'A mis 67 años nunca había meditado. Las voces son cálidas, todo está en español y se entiende a la primera.',
    photo: '/testimonials/tomas.svg',
  },
]
