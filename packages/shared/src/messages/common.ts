import { commonTexts } from './areas/common.ts'
import { counter, translator } from './translate.ts'

/** The texts every area shows: errors, navigation, page titles, periods, roles, plans. */
export const es = /* @__PURE__ */ Object.freeze({ ...commonTexts })
export type CommonKey = keyof typeof es
export const t = /* @__PURE__ */ translator(es)
export const tCount = /* @__PURE__ */ counter(es)
