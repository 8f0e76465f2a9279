import { afterEach, describe, expect, it } from 'vitest'
import { consentStorageKey, consentVersion, readConsent, saveConsent } from './consent-store.ts'

describe('the cookie consent store', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the analytics cookie a tag would set
    document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('has no choice on a first visit', () => {
    expect(readConsent()).toBeNull()
  })

  it('stores the choice with its date and version', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    saveConsent({ analytics: true }, now)
    expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? '')).toEqual({
      version: consentVersion,
      date: '2026-11-22T10:00:00.000Z',
      analytics: true,
    })
    expect(readConsent(now)).toEqual({
      version: consentVersion,
      date: '2026-11-22T10:00:00.000Z',
      analytics: true,
    })
    saveConsent({ analytics: false }, now)
    expect(readConsent(now)?.analytics).toBe(false)
  })

  it('asks again after twelve months', () => {
    saveConsent({ analytics: true }, new Date('2026-01-01T00:00:00Z'))
    expect(readConsent(new Date('2026-12-31T00:00:00Z'))).not.toBeNull()
    expect(readConsent(new Date('2027-01-02T00:00:00Z'))).toBeNull()
  })

  it('asks again for another version of the notice or an unreadable value', () => {
    const date = new Date().toISOString()
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ version: consentVersion - 1, date, analytics: true }),
    )
    expect(readConsent()).toBeNull()
    localStorage.setItem(consentStorageKey, '{no es json')
    expect(readConsent()).toBeNull()
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ version: consentVersion, date, analytics: 'sí' }),
    )
    expect(readConsent()).toBeNull()
  })

  it('removes the analytics cookies when consent is refused or withdrawn', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the analytics cookie a tag would set
    document.cookie = '_ga=GA1.1.123; path=/'
    expect(document.cookie).toContain('_ga=')
    saveConsent({ analytics: false })
    expect(document.cookie).not.toContain('_ga=GA1')
  })
})
