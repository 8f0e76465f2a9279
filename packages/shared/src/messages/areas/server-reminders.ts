/** What the API answers and sends about reminders (issue 31): settings, push, calendar, e-mail. */
export const serverRemindersTexts = {} as const
