import { useSyncExternalStore } from 'react'

/**
 * A page-wide on/off value, for dialogs whose opening buttons and whose own markup hydrate as separate
 * islands on the landing page (decision 022) and so cannot share a parent's state. A request made
 * before the dialog's island has loaded is kept until it has. Before hydration it reads false.
 */
export function createPageFlag() {
  let value = false
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const read = () => value
  const readBeforeHydration = () => false
  return {
    set(next: boolean): void {
      if (value === next) return
      value = next
      for (const listener of listeners) listener()
    },
    useValue(): boolean {
      return useSyncExternalStore(subscribe, read, readBeforeHydration)
    },
  }
}
