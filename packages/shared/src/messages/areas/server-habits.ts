/** What the API answers about habit settings and rest days (issue 31). */
export const serverHabitsTexts = {} as const
