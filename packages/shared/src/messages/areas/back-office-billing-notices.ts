/** Staff's view of members whose payment is pending (issue 32). */
export const backOfficeBillingNoticesTexts = {} as const
