/** Staff's invoices and the invoice book (issue 32). */
export const backOfficeInvoicesTexts = {} as const
