/** What the API answers and writes about invoices (issue 32). */
export const serverInvoicesTexts = {} as const
