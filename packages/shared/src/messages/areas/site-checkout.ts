/** The public pages' price texts (issue 32). */
export const siteCheckoutTexts = {} as const
