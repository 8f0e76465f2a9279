/** What the API answers about today's meditation and its calendar (issue 30). */
export const serverTodayTexts = {
  'today.loaded': 'Tu meditación de hoy.',
  'today.nothingToPlay': 'Todavía no hay ninguna meditación en el catálogo.',
  'calendar.loaded': 'Calendario del mes.',
  'calendar.planned': 'Meditación del día guardada.',
  'calendar.cleared': 'El día queda sin meditación planificada.',
  'calendar.dayInvalid': 'El día no es una fecha válida (AAAA-MM-DD).',
  'calendar.itemNotFound': 'El audio o video no existe.',
  'calendar.itemInactive': 'El audio o video no está activo: actívalo antes de planificarlo.',
} as const
