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
import { panelTexts } from './areas/panel.ts'
import { panelBillingNoticesTexts } from './areas/panel-billing-notices.ts'
import { panelCancelReasonsTexts } from './areas/panel-cancel-reasons.ts'
import { panelCaptionsTexts } from './areas/panel-captions.ts'
import { panelCheckoutTexts } from './areas/panel-checkout.ts'
import { panelHabitsTexts } from './areas/panel-habits.ts'
import { panelInvoicesTexts } from './areas/panel-invoices.ts'
import { panelProgramsTexts } from './areas/panel-programs.ts'
import { panelRemindersTexts } from './areas/panel-reminders.ts'
import { serverTexts } from './areas/server.ts'
import { serverAccessibilityTexts } from './areas/server-accessibility.ts'
import { serverBillingNoticesTexts } from './areas/server-billing-notices.ts'
import { serverBusinessTexts } from './areas/server-business.ts'
import { serverCaptionsTexts } from './areas/server-captions.ts'
import { serverCheckoutTexts } from './areas/server-checkout.ts'
import { serverHabitsTexts } from './areas/server-habits.ts'
import { serverInvoicesTexts } from './areas/server-invoices.ts'
import { serverProgramsTexts } from './areas/server-programs.ts'
import { serverRemindersTexts } from './areas/server-reminders.ts'
import { serverTodayTexts } from './areas/server-today.ts'
import { siteTexts } from './areas/site.ts'
import { siteAccessibilityTexts } from './areas/site-accessibility.ts'
import { siteCheckoutTexts } from './areas/site-checkout.ts'
import { type CountStem, counter, translator } from './translate.ts'

/**
 * The one Spanish catalogue: one key per whole sentence, the spec's texts verbatim (decision 007),
 * written in areas (./areas/) and read whole here by the API, which answers errors and writes
 * e-mails with it. The web reads its areas' catalogues instead (site.ts, account.ts, panel.ts,
 * back-office.ts), so a page downloads only the texts of its part of the product.
 */
export const es = /* @__PURE__ */ Object.freeze({
  ...commonTexts,
  ...siteTexts,
  ...accountTexts,
  ...panelTexts,
  ...panelProgramsTexts,
  ...panelRemindersTexts,
  ...panelHabitsTexts,
  ...backOfficeTexts,
  ...backOfficePeopleTexts,
  ...backOfficeContentTexts,
  ...backOfficeProgramsTexts,
  ...serverTexts,
  ...serverProgramsTexts,
  ...serverTodayTexts,
  ...serverRemindersTexts,
  ...serverInvoicesTexts,
  ...panelInvoicesTexts,
  ...backOfficeInvoicesTexts,
  ...serverBillingNoticesTexts,
  ...panelBillingNoticesTexts,
  ...panelCancelReasonsTexts,
  ...panelCaptionsTexts,
  ...backOfficeBillingNoticesTexts,
  ...backOfficeBusinessTexts,
  ...backOfficeCaptionsTexts,
  ...serverCheckoutTexts,
  ...panelCheckoutTexts,
  ...siteCheckoutTexts,
  ...serverHabitsTexts,
  ...serverBusinessTexts,
  ...siteAccessibilityTexts,
  ...backOfficeAccessibilityTexts,
  ...serverAccessibilityTexts,
  ...serverCaptionsTexts,
})

export type MessageKey = keyof typeof es
/** The stem of a sentence that comes in a singular (`<stem>.one`) and a plural (`<stem>.other`) form. */
export type CountKey = CountStem<MessageKey>

/** A catalogue sentence with `{name}` placeholders filled in. */
export const t = /* @__PURE__ */ translator(es)
/** A sentence about `count` things in the singular or the plural, as Spanish says it (translate.ts). */
export const tCount = /* @__PURE__ */ counter(es)
