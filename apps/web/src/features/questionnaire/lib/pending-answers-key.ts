/**
 * Where a visitor's finished test waits for their account (local storage). Its own module so the
 * panel can look for it on every page without loading the test's rules (issue 28).
 */
export const pendingAnswersKey = 'pendingTestAnswers'

/** Whether answers wait in this browser (checked in full, by `readPendingAnswers`, before use). */
export function hasPendingAnswers(): boolean {
  try {
    return localStorage.getItem(pendingAnswersKey) !== null
  } catch {
    return false
  }
}
