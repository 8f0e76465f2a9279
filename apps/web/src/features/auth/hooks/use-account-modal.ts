import { rememberLoginRedirect } from '../../../lib/auth-storage.ts'
import { createPageFlag } from '../../../lib/page-flag.ts'
import { authStore } from '../../../lib/session-store.ts'

// Page-wide, not component state: on the landing page the buttons that open the modal and the modal
// itself hydrate as separate islands (decision 022), so they share this instead of a parent.
const accountModal = createPageFlag()

export const setAccountModalOpen = accountModal.set

/**
 * Opens the account modal. For an anonymous visitor it first remembers where they were headed, so
 * sign-in (by any of the modal's routes, including Google's full-page round trip) can bring them
 * back; a signed-in member is pointed to the panel instead.
 */
export function requestAccount(redirectPath: string): void {
  if (!authStore.getState().isAuthenticated) rememberLoginRedirect(redirectPath)
  setAccountModalOpen(true)
}

export function useAccountModal() {
  return { open: accountModal.useValue(), onOpenChange: setAccountModalOpen, requestAccount }
}
