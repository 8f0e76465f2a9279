/** The member's invoices and billing details (issue 32). */
export const panelInvoicesTexts = {} as const
