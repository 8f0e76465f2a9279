import { useCallback, useState } from 'react'
import { rememberLoginRedirect } from '../../../lib/login-redirect.ts'

/**
 * Opens the account modal for an anonymous visitor, remembering where they were headed so sign-in
 * (by any of the modal's routes, including Google's full-page round trip) can bring them back.
 */
export function useAccountModal() {
  const [open, setOpen] = useState(false)
  const requestAccount = useCallback((redirectPath: string) => {
    rememberLoginRedirect(redirectPath)
    setOpen(true)
  }, [])
  return { open, onOpenChange: setOpen, requestAccount }
}
