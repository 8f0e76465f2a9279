/** What the panel says about a trial ending and a renewal being retried (issue 32). */
export const panelBillingNoticesTexts = {} as const
