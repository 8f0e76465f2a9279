import { useSyncExternalStore } from 'react'

/**
 * Toasts. The toast library loads with the first one, and the toaster mounts then (it shows what was
 * raised before it subscribed): most visits to the landing page never show a toast, so neither is in
 * the first bundle.
 */
export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
}

let toasterWanted = false
const listeners = new Set<() => void>()

async function show(kind: 'success' | 'error', message: string): Promise<void> {
  if (!toasterWanted) {
    toasterWanted = true
    for (const listener of listeners) listener()
  }
  const { toast } = await import('sonner')
  toast[kind](message)
}

/** Whether a toast was ever raised on this page load (the app-wide toaster mounts from then on). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasterWanted,
    () => false,
  )
}
