/** What the API answers about habit settings and rest days (issue 31). */
export const serverHabitsTexts = {
  'habits.saved': 'Tus hábitos se guardaron.',
  'habits.restDayMarked': 'Día de descanso marcado. Tu racha sigue en pie.',
  'habits.restDayUnmarked': 'Ese día ya no es de descanso.',
  'habits.restDayFuture': 'Solo puedes marcar como descanso un día que ya ha llegado.',
  'habits.restDayTooOld': 'Solo puedes marcar o quitar un día de descanso de hoy o de ayer.',
  'habits.restDayListened': 'Ese día ya meditaste: cuenta para tu racha y no necesita ser de descanso.',
  'habits.restDayMonthFull': 'Ya usaste todos los días de descanso de ese mes.',
} as const
