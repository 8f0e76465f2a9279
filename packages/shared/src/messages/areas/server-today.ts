/** What the API answers about today's meditation and its calendar (issue 30). */
export const serverTodayTexts = {} as const
