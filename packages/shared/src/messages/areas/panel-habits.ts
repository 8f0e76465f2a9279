/** The member's habit settings in Mi progreso and the weekly goal on the home (issue 31). */
export const panelHabitsTexts = {} as const
