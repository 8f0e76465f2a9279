/** The back office's Programas, Calendario and the programs' statistics (issue 30). */
export const backOfficeProgramsTexts = {} as const
