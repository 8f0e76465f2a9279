import { commonTexts } from './areas/common.ts'
import { siteTexts } from './areas/site.ts'
import { siteCheckoutTexts } from './areas/site-checkout.ts'
import { counter, translator } from './translate.ts'

/** The public site's texts (and every area's common ones): the landing and legal pages, the trial form. */
export const es = /* @__PURE__ */ Object.freeze({
  ...commonTexts,
  ...siteTexts,
  ...siteCheckoutTexts,
})
export type SiteKey = keyof typeof es
export const t = /* @__PURE__ */ translator(es)
export const tCount = /* @__PURE__ */ counter(es)
