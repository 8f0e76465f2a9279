import type { SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { clearLoginRedirect, clearTemporaryAccount, getLoginRedirect } from '../../../lib/auth-storage.ts'
import { setSessionUser } from '../../../lib/session-store.ts'
import { loginOutcome } from '../lib/auth-redirects.ts'
import { signOut } from '../session.ts'

/**
 * What every sign-in does once the server accepted it (spec §4 "Login"): forget the temporary-account
 * flag, stop inactive accounts, send unverified ones to verify, otherwise resume a pending checkout or
 * go home by role. Returns the message to show when the sign-in cannot go on.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate()
  return useCallback(
    async (user: SessionUser): Promise<string | null> => {
      clearTemporaryAccount()
      const outcome = loginOutcome(user, getLoginRedirect())
      if (outcome.kind === 'inactive') {
        // The server refuses inactive accounts; should one get through, drop its cookies too.
        await signOut()
        return es['auth.inactive']
      }
      setSessionUser(user)
      if (outcome.kind === 'redirect' && outcome.usedLoginRedirect) clearLoginRedirect()
      await navigate(outcome.path, { replace: true })
      return null
    },
    [navigate],
  )
}
