/** The member's reminders in Configuración and on the home (issue 31). */
export const panelRemindersTexts = {} as const
