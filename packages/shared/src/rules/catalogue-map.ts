/**
 * The fixed catalogue: the spec's five categories and twenty themes, each theme in one category.
 * The demo seed creates them; the wellbeing test uses the same map to place a theme in its category.
 */
export const catalogueMap = [
  {
    slug: 'relaciones',
    name: 'Relaciones',
    description: 'Cuida los vínculos con tu familia, tu pareja y tus amistades, y acompaña las pérdidas.',
    themes: [
      { slug: 'familia', name: 'Familia', description: 'Armonía y comprensión en la vida familiar.' },
      {
        slug: 'pareja',
        name: 'Pareja',
        description: 'Comunicación, confianza y cuidado mutuo en la pareja.',
      },
      { slug: 'amistad', name: 'Amistad', description: 'Amistades que nutren y límites sanos.' },
      {
        slug: 'perdida-duelos',
        name: 'Pérdida y duelos',
        description: 'Acompañar el dolor de una pérdida con amabilidad.',
      },
    ],
  },
  {
    slug: 'personal',
    name: 'Personal',
    description: 'Conócete mejor, cambia hábitos y avanza hacia lo que quieres.',
    themes: [
      {
        slug: 'habitos',
        name: 'Hábitos',
        description: 'Pequeños cambios diarios que se sostienen en el tiempo.',
      },
      {
        slug: 'desarrollo-personal',
        name: 'Desarrollo personal',
        description: 'Crecer a tu ritmo, con curiosidad.',
      },
      {
        slug: 'creencias-mentales',
        name: 'Creencias mentales',
        description: 'Reconocer y soltar las creencias que te limitan.',
      },
      {
        slug: 'metas-objetivos',
        name: 'Metas y objetivos',
        description: 'Claridad y constancia para lo que te propones.',
      },
      {
        slug: 'personalidad-identidad',
        name: 'Personalidad e identidad',
        description: 'Aceptarte y expresarte tal como eres.',
      },
    ],
  },
  {
    slug: 'salud',
    name: 'Salud',
    description: 'Bienestar para la mente, las emociones y el cuerpo.',
    themes: [
      { slug: 'salud-mental', name: 'Salud mental', description: 'Calma ante el estrés y la ansiedad.' },
      {
        slug: 'salud-emocional',
        name: 'Salud emocional',
        description: 'Sentir, nombrar y cuidar tus emociones.',
      },
      {
        slug: 'salud-fisica',
        name: 'Salud física',
        description: 'Descanso, respiración y conexión con el cuerpo.',
      },
      {
        slug: 'inteligencia-emocional',
        name: 'Inteligencia emocional',
        description: 'Responder en lugar de reaccionar.',
      },
    ],
  },
  {
    slug: 'trabajo-y-finanzas',
    name: 'Trabajo y finanzas',
    description: 'Enfoque, sentido y una relación más tranquila con el dinero.',
    themes: [
      {
        slug: 'productividad',
        name: 'Productividad',
        description: 'Concentración serena para hacer lo importante.',
      },
      {
        slug: 'procrastinacion',
        name: 'Procrastinación',
        description: 'Empezar sin exigirte la perfección.',
      },
      {
        slug: 'creencia-dinero',
        name: 'Creencias sobre el dinero',
        description: 'Una relación más libre con el dinero.',
      },
      {
        slug: 'proposito-laboral',
        name: 'Propósito laboral',
        description: 'Encontrar sentido en tu trabajo.',
      },
    ],
  },
  {
    slug: 'espiritualidad',
    name: 'Espiritualidad',
    description: 'Presencia, gratitud y sentido de vida.',
    themes: [
      { slug: 'meditacion', name: 'Meditación', description: 'Prácticas para volver al momento presente.' },
      { slug: 'gratitud', name: 'Gratitud', description: 'Mirar lo que ya está y agradecerlo.' },
      {
        slug: 'proposito-de-vida',
        name: 'Propósito de vida',
        description: 'Escuchar lo que de verdad te importa.',
      },
    ],
  },
] as const

export type CategorySlug = (typeof catalogueMap)[number]['slug']
export type ThemeSlug = (typeof catalogueMap)[number]['themes'][number]['slug']

/** The category each theme belongs to. */
export const themeCategory = Object.fromEntries(
  catalogueMap.flatMap((category) => category.themes.map((theme) => [theme.slug, category.slug])),
) as Record<ThemeSlug, CategorySlug>
