import { es } from '@sosiego/shared/messages/account'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { clearLoginRedirect, getLoginRedirect } from '../../../lib/auth-storage.ts'
import { authStore } from '../../../lib/session-store.ts'
import { loginOutcome } from '../lib/auth-redirects.ts'
import { checkSession } from '../session.ts'
import { CallbackProgress } from './google-callback-page.tsx'

/**
 * /login/token/callback: arrives with session cookies set elsewhere. The app-wide check is skipped
 * here; this page checks once and then applies the login redirect rules.
 */
export function TokenCallbackPage() {
  const navigate = useNavigate()
  const check = useRef<Promise<void> | null>(null)

  useEffect(() => {
    check.current ??= checkSession()
    let current = true
    void check.current.then(() => {
      if (!current) return
      const { user } = authStore.getState()
      if (!user) return void navigate('/login?mode=login', { replace: true })
      const outcome = loginOutcome(user, getLoginRedirect())
      if (outcome.kind === 'inactive') return void navigate('/', { replace: true })
      if (outcome.kind === 'redirect' && outcome.usedLoginRedirect) clearLoginRedirect()
      void navigate(outcome.path, { replace: true })
    })
    return () => {
      current = false
    }
  }, [navigate])

  return <CallbackProgress label={es['tokenCallback.checking']} />
}
