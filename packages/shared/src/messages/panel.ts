import { accountTexts } from './areas/account.ts'
import { commonTexts } from './areas/common.ts'
import { panelTexts } from './areas/panel.ts'
import { panelBillingNoticesTexts } from './areas/panel-billing-notices.ts'
import { panelCancelReasonsTexts } from './areas/panel-cancel-reasons.ts'
import { panelCaptionsTexts } from './areas/panel-captions.ts'
import { panelCheckoutTexts } from './areas/panel-checkout.ts'
import { panelHabitsTexts } from './areas/panel-habits.ts'
import { panelInvoicesTexts } from './areas/panel-invoices.ts'
import { panelProgramsTexts } from './areas/panel-programs.ts'
import { panelRemindersTexts } from './areas/panel-reminders.ts'
import { counter, translator } from './translate.ts'

/** The member panel's texts, with the account's and the common ones. */
export const es = /* @__PURE__ */ Object.freeze({
  ...commonTexts,
  ...accountTexts,
  ...panelTexts,
  ...panelProgramsTexts,
  ...panelRemindersTexts,
  ...panelHabitsTexts,
  ...panelInvoicesTexts,
  ...panelBillingNoticesTexts,
  ...panelCancelReasonsTexts,
  ...panelCaptionsTexts,
  ...panelCheckoutTexts,
})
export type PanelKey = keyof typeof es
export const t = /* @__PURE__ */ translator(es)
export const tCount = /* @__PURE__ */ counter(es)
