/** The plan picker's and the order summary's texts in the panel (issue 32). */
export const panelCheckoutTexts = {} as const
