/** What the API answers about the order summary before the checkout (issue 32). */
export const serverCheckoutTexts = {} as const
