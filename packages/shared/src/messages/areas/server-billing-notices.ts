/** The notices before money moves, and a renewal being retried, as the API answers and e-mails them (issue 32). */
export const serverBillingNoticesTexts = {} as const
