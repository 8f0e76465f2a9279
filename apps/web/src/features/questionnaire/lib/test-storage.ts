import { checkAnswers, healthConsentVersion, miniThemeCount, type TestAnswers } from '@sosiego/shared'
import { pendingAnswersKey } from './pending-answers-key.ts'

/**
 * Browser storage of the test. Storage can be unavailable (private modes): reads then find nothing
 * and writes are dropped, never thrown.
 */
/** The version of the consent text a visitor accepted before the questions (decision 100). */
const pendingConsentKey = 'pendingHealthConsent'
/** Spec §3: session storage, the two theme values (ids) the mini buyer chose; checkout reads them. */
export const miniSelectedThemesKey = 'miniSelectedThemes'

/**
 * The answers of a visitor who finished the test before having an account: kept in this browser
 * until they sign up or sign in, then sent (nothing typed is lost).
 */
export function savePendingAnswers(answers: TestAnswers): void {
  try {
    localStorage.setItem(pendingAnswersKey, JSON.stringify(answers))
  } catch {
    // Nothing to do: the visitor answers again after signing in.
  }
}

/** The pending answers, only when they are a complete set of known options. */
export function readPendingAnswers(): TestAnswers | null {
  try {
    const stored = localStorage.getItem(pendingAnswersKey)
    const answers: unknown = stored ? JSON.parse(stored) : null
    if (typeof answers !== 'object' || answers === null) return null
    return checkAnswers(answers as Record<string, unknown>).ok ? (answers as TestAnswers) : null
  } catch {
    return null
  }
}

/** The answers and the consent given with them both go. */
export function clearPendingAnswers(): void {
  try {
    localStorage.removeItem(pendingAnswersKey)
    localStorage.removeItem(pendingConsentKey)
  } catch {
    // Nothing to clear.
  }
}

/**
 * A visitor ticked the consent before the first question: kept beside their answers, and sent with
 * them once they have an account (the server records it then, with the answers).
 */
export function savePendingHealthConsent(): void {
  try {
    localStorage.setItem(pendingConsentKey, healthConsentVersion)
  } catch {
    // The pending answers are then refused by the server, which asks for the consent.
  }
}

/** Whether the visitor consented to the current text (an older text's consent does not count). */
export function readPendingHealthConsent(): boolean {
  try {
    return localStorage.getItem(pendingConsentKey) === healthConsentVersion
  } catch {
    return false
  }
}

export function saveMiniSelectedThemes(themeIds: readonly string[]): void {
  if (themeIds.length !== miniThemeCount) throw new Error('The mini plan takes exactly two themes')
  try {
    sessionStorage.setItem(miniSelectedThemesKey, JSON.stringify(themeIds))
  } catch {
    // The checkout then asks again.
  }
}

export function readMiniSelectedThemes(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(miniSelectedThemesKey) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Used by the payment that took them (the checkout's return page clears them). */
export function clearMiniSelectedThemes(): void {
  try {
    sessionStorage.removeItem(miniSelectedThemesKey)
  } catch {
    // Nothing to clear.
  }
}
