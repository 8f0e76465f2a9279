/** The public pages' price texts (issue 32). */
export const siteCheckoutTexts = {
  // PRICES_INCLUDE_TAX=false: the landing's prices are before IVA, which the checkout adds.
  'pricing.plusTax': '+ IVA',
} as const
