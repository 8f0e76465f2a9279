import { useCallback, useState } from 'react'
import { rememberLoginRedirect } from '../../../lib/auth-storage.ts'
import { authStore } from '../../../lib/session-store.ts'

/**
 * Opens the account modal. For an anonymous visitor it first remembers where they were headed, so
 * sign-in (by any of the modal's routes, including Google's full-page round trip) can bring them
 * back; a signed-in member is pointed to the panel instead.
 */
export function useAccountModal() {
  const [open, setOpen] = useState(false)
  const requestAccount = useCallback((redirectPath: string) => {
    if (!authStore.getState().isAuthenticated) rememberLoginRedirect(redirectPath)
    setOpen(true)
  }, [])
  return { open, onOpenChange: setOpen, requestAccount }
}
