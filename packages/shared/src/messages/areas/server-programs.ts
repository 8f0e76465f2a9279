/** What the API answers about programs (issue 30). */
export const serverProgramsTexts = {} as const
