import type { plans } from '../db/schema/index.ts'

type PlanSeed = Omit<typeof plans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

/** The plans on sale in the demo. The trial promises every benefit, so it opens every category. */
export const demoPlans: PlanSeed[] = [
  {
    slug: 'prueba-gratuita',
    name: 'Prueba gratuita',
    description: 'Quince días para conocer Sosiego con acceso a todas las categorías, sin coste.',
    priceCents: 0,
    durationDays: 15,
    features: [
      'Acceso completo durante 15 días',
      'Todas las meditaciones, audios y videos',
      'Test de bienestar personalizado',
      'Sin compromiso de permanencia',
    ],
    fullCategoryAccess: true,
    isTestPlan: true,
    order: 1,
  },
  {
    slug: 'mini',
    renews: true,
    name: 'Mini',
    description: 'Empieza por lo que más necesitas: los dos temas que elijas tras tu test de bienestar.',
    priceCents: 999,
    durationDays: 30,
    features: [
      'Acceso a los 2 temas que elijas',
      'Recomendaciones según tu test',
      'Audios y videos de tus temas',
      'Puedes mejorar a Full cuando quieras',
    ],
    order: 2,
  },
  {
    slug: 'full',
    renews: true,
    name: 'Full',
    description: 'Toda la biblioteca de Sosiego, con nuevas sesiones y una terapia nueva cada mes.',
    priceCents: 1999,
    durationDays: 30,
    features: [
      'Acceso ilimitado a todas las categorías',
      '1 terapia nueva cada mes',
      'Meditaciones, sound healing y masterclasses',
      'Recomendaciones según tu test',
    ],
    fullCategoryAccess: true,
    isFeatured: true,
    order: 3,
  },
  {
    slug: 'full-anual',
    renews: true,
    name: 'Full anual',
    description: 'Todo lo del plan Full durante un año, con el precio de diez meses.',
    priceCents: 19990,
    durationDays: 365,
    features: [
      'Todo lo incluido en Full',
      'Un año completo de acompañamiento',
      'Ahorra dos meses frente al pago mensual',
    ],
    fullCategoryAccess: true,
    order: 4,
  },
]
