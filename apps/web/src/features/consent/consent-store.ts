import { useSyncExternalStore } from 'react'

/**
 * The visitor's cookie choice, kept in localStorage with its date and the version of the cookie
 * notice it answered. A new version (a new purpose or provider) or a choice older than twelve
 * months asks again, as the AEPD's cookie guide recommends.
 */
export interface CookieConsent {
  version: number
  /** ISO date and time of the choice. */
  date: string
  analytics: boolean
}

export const consentStorageKey = 'sosiego-cookie-consent'
export const consentVersion = 1
const maxAgeMs = 365 * 24 * 60 * 60 * 1000

export function readConsent(now: Date = new Date()): CookieConsent | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(consentStorageKey)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent>
    if (value.version !== consentVersion || typeof value.analytics !== 'boolean') return null
    const date = Date.parse(String(value.date))
    if (Number.isNaN(date) || now.getTime() - date > maxAgeMs) return null
    return { version: value.version, date: String(value.date), analytics: value.analytics }
  } catch {
    return null
  }
}

type Listener = () => void
const listeners = new Set<Listener>()
let settingsOpen = false
/** Where focus returns when the settings layer closes (the footer button that opened it, say). */
let settingsOpener: HTMLElement | null = null
let cached: { raw: string | null; consent: CookieConsent | null } = { raw: null, consent: null }

function notify() {
  for (const listener of listeners) listener()
}

export function saveConsent({ analytics }: { analytics: boolean }, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = { version: consentVersion, date: now.toISOString(), analytics }
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify(consent))
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  if (!analytics) clearAnalyticsCookies()
  settingsOpen = false
  notify()
  return consent
}

/** Withdrawing consent also removes the cookies the analytics tags set on our domain. */
function clearAnalyticsCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim()
    if (!name || !/^(_ga|_gid|_gat|_gcl)/.test(name)) continue
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = expired
    // biome-ignore lint/suspicious/noDocumentCookie: as above, for cookies set on the parent domain
    document.cookie = `${expired}; domain=.${window.location.hostname}`
  }
}

/** Opens the settings layer, e.g. from the footer's 'Configurar cookies'. */
export function openConsentSettings(): void {
  settingsOpener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  settingsOpen = true
  notify()
}

/** Focuses the element that opened the settings, if it is still on the page; false otherwise. */
export function restoreSettingsOpenerFocus(): boolean {
  const opener = settingsOpener
  settingsOpener = null
  if (!opener?.isConnected) return false
  opener.focus()
  return true
}

export function closeConsentSettings(): void {
  settingsOpen = false
  notify()
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

// useSyncExternalStore wants the same object while nothing changed.
function consentSnapshot(): CookieConsent | null {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(consentStorageKey)
  } catch {}
  if (raw !== cached.raw) cached = { raw, consent: readConsent() }
  return cached.consent
}

/**
 * The stored choice, `null` when there is none, and `undefined` while it cannot be known: in the
 * pre-rendered page and its hydration (the server cannot read the visitor's storage).
 */
export function useCookieConsent(): CookieConsent | null | undefined {
  return useSyncExternalStore(subscribe, consentSnapshot, () => undefined)
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  )
}
