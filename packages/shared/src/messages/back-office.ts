import { accountTexts } from './areas/account.ts'
import { backOfficeTexts } from './areas/back-office.ts'
import { backOfficeAccessibilityTexts } from './areas/back-office-accessibility.ts'
import { backOfficeBillingNoticesTexts } from './areas/back-office-billing-notices.ts'
import { backOfficeBusinessTexts } from './areas/back-office-business.ts'
import { backOfficeCaptionsTexts } from './areas/back-office-captions.ts'
import { backOfficeContentTexts } from './areas/back-office-content.ts'
import { backOfficeInvoicesTexts } from './areas/back-office-invoices.ts'
import { backOfficePeopleTexts } from './areas/back-office-people.ts'
import { backOfficeProgramsTexts } from './areas/back-office-programs.ts'
import { commonTexts } from './areas/common.ts'
import { counter, translator } from './translate.ts'

/** The back office's texts, with the account's and the common ones. */
export const es = /* @__PURE__ */ Object.freeze({
  ...commonTexts,
  ...accountTexts,
  ...backOfficeTexts,
  ...backOfficePeopleTexts,
  ...backOfficeContentTexts,
  ...backOfficeProgramsTexts,
  ...backOfficeInvoicesTexts,
  ...backOfficeBillingNoticesTexts,
  ...backOfficeBusinessTexts,
  ...backOfficeAccessibilityTexts,
  ...backOfficeCaptionsTexts,
})
export type BackOfficeKey = keyof typeof es
export const t = /* @__PURE__ */ translator(es)
export const tCount = /* @__PURE__ */ counter(es)
