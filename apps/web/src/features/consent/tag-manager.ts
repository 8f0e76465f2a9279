import { useEffect } from 'react'
import { appSetting } from '../../lib/app-config.ts'
import { isSecretPage } from '../../lib/url-secrets.ts'
import type { CookieConsent } from './consent-store.ts'

export const tagManagerOrigin = 'https://www.googletagmanager.com'

/** GTM container ids look like GTM-XXXXXXX; anything else is not put in a script URL. */
const containerIdPattern = /^GTM-[A-Z0-9]+$/i

/**
 * Adds Google Tag Manager's script once. Page views queued in `dataLayer` before it loads are read
 * by the container when it starts.
 */
export function loadTagManager(containerId: string): boolean {
  if (!containerIdPattern.test(containerId)) return false
  if (document.querySelector('script[data-tag-manager]')) return false
  window.dataLayer ??= []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`
  script.dataset.tagManager = ''
  document.head.append(script)
  return true
}

/**
 * Loads the tag manager only with consent to analytics and only when the operator set GTM_ID; never
 * on a page whose URL carried a one-time token (issue 12): a visit that starts there loads none.
 */
export function useConsentedTagManager(consent: CookieConsent | null | undefined): void {
  const analytics = consent?.analytics === true
  useEffect(() => {
    if (!analytics || isSecretPage(window.location.pathname)) return
    const containerId = appSetting('gtm-id')
    if (containerId) loadTagManager(containerId)
  }, [analytics])
}
