/**
 * '¿Por qué cancelas?' (issue 33): the optional question inside 'Cancelar renovación's confirmation,
 * in Mi Suscripción and on the renewal notice's link page. Nothing here is required to cancel.
 */
export const panelCancelReasonsTexts = {
  'cancelReason.question': '¿Por qué cancelas?',
  'cancelReason.optional': 'Opcional: nos ayuda a mejorar. Puedes cancelar sin responder.',
  // A '.label' suffix: a key ending in '.other' would read as a plural form (count.test.ts).
  'cancelReason.too-expensive.label': 'Es demasiado caro',
  'cancelReason.no-time.label': 'No tengo tiempo para usarlo',
  'cancelReason.content.label': 'No encuentro el contenido que busco',
  'cancelReason.technical.label': 'He tenido problemas técnicos',
  'cancelReason.other.label': 'Otro motivo',
  'cancelReason.note': '¿Quieres contarnos algo más? (opcional)',
  'cancelReason.noteHint': 'Hasta {max} caracteres.',
  'cancelReason.noteCount': '{count} de {max} caracteres',
} as const
