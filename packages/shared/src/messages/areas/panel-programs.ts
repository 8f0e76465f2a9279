/** The member's programs, today's meditation and the panel home (issue 30). */
export const panelProgramsTexts = {} as const
