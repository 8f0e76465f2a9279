import { useSyncExternalStore } from 'react'
import { rememberLoginRedirect } from '../../../lib/auth-storage.ts'
import { authStore } from '../../../lib/session-store.ts'

// Page-wide, not component state: on the landing page the buttons that open the modal and the modal
// itself hydrate as separate islands (decision 022), so they share this instead of a parent.
let open = false
const listeners = new Set<() => void>()

export function setAccountModalOpen(next: boolean): void {
  if (open === next) return
  open = next
  for (const listener of listeners) listener()
}

/**
 * Opens the account modal. For an anonymous visitor it first remembers where they were headed, so
 * sign-in (by any of the modal's routes, including Google's full-page round trip) can bring them
 * back; a signed-in member is pointed to the panel instead.
 */
export function requestAccount(redirectPath: string): void {
  if (!authStore.getState().isAuthenticated) rememberLoginRedirect(redirectPath)
  setAccountModalOpen(true)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useAccountModal() {
  const isOpen = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
  return { open: isOpen, onOpenChange: setAccountModalOpen, requestAccount }
}
