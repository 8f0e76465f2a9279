import { useSyncExternalStore } from 'react'

/*
 * The trial form's open state, page-wide: the navigation bar's and the footer's 'Prueba gratuita'
 * links open it (spec §2), and on the landing page they, and the form, hydrate as separate islands
 * (decision 022). A store rather than an event: a request made before the form's island has loaded
 * is kept until it has.
 */
let open = false
const listeners = new Set<() => void>()

export function setTrialDialogOpen(next: boolean): void {
  if (open === next) return
  open = next
  for (const listener of listeners) listener()
}

export function requestTrialDialog(): void {
  setTrialDialogOpen(true)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useTrialDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}
