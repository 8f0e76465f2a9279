/**
 * The wellbeing test's answers are data about mental health (GDPR art. 9): they are processed only
 * with the member's explicit consent, recorded with its date and the version of the text they
 * accepted (docs/decisions/100).
 *
 * The version names the consent's text (`test.consent.*` in es.ts and the privacy page's section
 * `privacyHealthDataSection`). Change it whenever that text changes in substance: every member is
 * then asked again before their next test, since they consented to other words.
 */
export const healthConsentVersion = '2026-11-27'

/** The privacy page's section on the test's health data, which the consent links to. */
export const privacyHealthDataSection = 'datos-de-salud'
export const privacyHealthDataPath = `/politica-privacidad#${privacyHealthDataSection}`

/** A consent as stored: when it was given and to which text. */
export type HealthConsentRecord = { givenAt: string | Date; version: string } | null | undefined

/** The consent is in force when it was given to the current text; none, or an older text's, is not. */
export function healthConsentInForce(consent: HealthConsentRecord): boolean {
  return Boolean(consent) && consent?.version === healthConsentVersion
}
