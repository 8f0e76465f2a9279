import { useEffect } from 'react'

/**
 * The page-wide event the navigation bar's 'Prueba gratuita' link fires (spec §2). A window event
 * rather than shared state: the bar and the dialog live in different parts of the tree.
 */
export const openTrialEvent = 'sosiego:open-trial'

export function requestTrialDialog(): void {
  window.dispatchEvent(new CustomEvent(openTrialEvent))
}

export function useTrialDialogRequests(onRequest: () => void): void {
  useEffect(() => {
    window.addEventListener(openTrialEvent, onRequest)
    return () => window.removeEventListener(openTrialEvent, onRequest)
  }, [onRequest])
}
