import { accountTexts } from './areas/account.ts'
import { commonTexts } from './areas/common.ts'
import { counter, translator } from './translate.ts'

/** Signing up and in, verification, passwords, account settings, with the common texts. */
export const es = /* @__PURE__ */ Object.freeze({ ...commonTexts, ...accountTexts })
export type AccountKey = keyof typeof es
export const t = /* @__PURE__ */ translator(es)
export const tCount = /* @__PURE__ */ counter(es)
