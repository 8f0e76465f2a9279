import { appSetting } from '../../lib/app-config.ts'

/** Used until the operator configures CONTACT_EMAIL / CONTACT_PHONE. */
const defaults = { email: 'hola@sosiego.app', phone: '+34 910 000 000' }

export interface ContactDetails {
  email: string
  phone: string
}

/** The contact details the server publishes, read when a page renders. */
export function contactDetails(): ContactDetails {
  return {
    email: appSetting('contact-email') || defaults.email,
    phone: appSetting('contact-phone') || defaults.phone,
  }
}

/** `tel:` wants the digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
