/** What the API answers about programs (issue 30). */
export const serverProgramsTexts = {
  // Members
  'programs.listed': 'Programas obtenidos correctamente.',
  'programs.loaded': 'Programa obtenido correctamente.',
  'programs.started': 'Has empezado el programa.',
  'programs.left': 'Has dejado el programa.',
  'programs.reflectionSaved': 'Gracias por contarnos cómo te sientes.',
  'programs.invalidId': 'El identificador del programa no es válido.',
  'programs.invalidPosition': 'El número del paso no es válido.',
  'programs.notFound': 'El programa no existe o no está disponible.',
  'programs.alreadyStarted': 'Ya has empezado este programa.',
  'programs.notStarted': 'No has empezado este programa.',
  'programs.fullPlanRequired': 'Este programa está incluido en el plan Full.',
  'programs.planRequired': 'Necesitas un plan activo para empezar un programa.',
  'programs.stepNotFound': 'Ese paso no existe en este programa.',
  'programs.stepNotDone': 'Podrás contar cómo te sientes cuando termines este paso.',
  // Back office
  'programs.adminListed': 'Programas obtenidos correctamente.',
  'programs.created': 'Programa creado correctamente.',
  'programs.updated': 'Programa actualizado correctamente.',
  'programs.activated': 'Programa activado correctamente.',
  'programs.deactivated': 'Programa desactivado correctamente.',
  'programs.deleted': 'Programa eliminado correctamente.',
  'programs.statsLoaded': 'Estadísticas de programas obtenidas correctamente.',
  'programs.categoryNotFound': 'La categoría elegida no existe.',
  'programs.stepItemNotFound': 'Algún paso no es un audio o video existente.',
} as const
