import { hasSessionHint } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { refreshSession } from '../../lib/api-client.ts'
import {
  clearRedirectMarkers,
  getLoginRedirect,
  getPostVerificationRedirect,
} from '../../lib/auth-storage.ts'
import { forgetLastSessions, lastSession } from '../../lib/offline-session.ts'
import {
  authStore,
  endSession,
  expireSession,
  markAnonymous,
  setSessionUser,
  useAuth,
} from '../../lib/session-store.ts'
import { logout } from './api/logout.ts'
import { validateToken } from './api/validate-token.ts'
import { verificationRedirect } from './lib/auth-redirects.ts'

/** The route where the session check is skipped: the page checks once itself (spec §2). */
export const tokenCallbackPath = '/login/token/callback'
export const revalidateEveryMs = 15 * 60 * 1000

let checkInFlight: Promise<void> | undefined

async function runSessionCheck(): Promise<void> {
  const { authEpoch, isAuthenticated: wasAuthenticated } = authStore.getState()
  const stale = () => authStore.getState().authEpoch !== authEpoch
  try {
    // No session cookies (the hint goes with them): an anonymous visitor, no need to ask.
    if (!wasAuthenticated && !hasSessionHint(document.cookie)) {
      forgetLastSessions()
      return markAnonymous(es['auth.unauthenticated'])
    }
    let result = await validateToken()
    // The access cookie may just have run out: renew once, then ask again (spec §4).
    if (!result.isValid && (await refreshSession())) result = await validateToken()
    if (stale()) return
    if (result.isValid && result.user) return setSessionUser(result.user)
    forgetLastSessions()
    if (wasAuthenticated) expireSession(authEpoch)
    else markAnonymous(result.message)
  } catch {
    if (stale()) return
    // The server could not be asked (offline, restarting): keep what we know. A first check has to
    // decide something: the session the server last confirmed on this device when there is one (the
    // panel opens offline, issue 28), else the page goes on as anonymous.
    if (authStore.getState().sessionChecked) return
    const kept = lastSession()
    if (kept) setSessionUser(kept)
    else markAnonymous(es['auth.validateFailed'])
  }
}

/**
 * Validates the session cookies and updates the auth state. Calls made while one check runs share
 * it; results that arrive after a logout (a new authEpoch) are discarded.
 */
export function checkSession(): Promise<void> {
  checkInFlight ??= runSessionCheck().finally(() => {
    checkInFlight = undefined
  })
  return checkInFlight
}

/**
 * Asks again after something changed on the server (the address just verified): a check already
 * running was sent before the change, so its answer is waited out and a new one is asked for.
 */
export async function recheckSession(): Promise<void> {
  await checkInFlight
  await checkSession()
}

/** Ends the session here at once, then tells the server; a failed call still leaves the page signed out. */
export async function signOut(): Promise<void> {
  const memberId = authStore.getState().user?._id
  endSession()
  clearRedirectMarkers()
  // Nothing of the member stays on this device (decision 082): downloads and queued listening go at
  // once, the queue sent first while the session still holds. Loaded on demand: the landing page's
  // first bundle does not carry it.
  const leaving = import('./offline-sign-out.ts').then((module) => module.leaveDevice(memberId))
  try {
    await Promise.race([leaving, new Promise((resolve) => setTimeout(resolve, 3000))])
  } catch (error) {
    console.error('Offline data could not be removed', error)
  }
  try {
    await logout()
  } catch (error) {
    console.error('Logout failed', error)
  }
}

/** Signs out and goes home; guarded pages left behind see the session end and do not remember the path. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  return async () => {
    const done = signOut()
    await navigate('/')
    await done
  }
}

/**
 * The session's life on every page (mounted once, in the root layout): the first check, then a
 * revalidation on window focus, when the network comes back, and every 15 minutes while signed in,
 * except on the token callback.
 */
export function useSessionLifecycle(): void {
  const { pathname } = useLocation()
  const { isAuthenticated } = useAuth()
  const onTokenCallback = pathname === tokenCallbackPath

  useEffect(() => {
    if (!onTokenCallback && !authStore.getState().sessionChecked) void checkSession()
  }, [onTokenCallback])

  useEffect(() => {
    if (onTokenCallback || !isAuthenticated) return
    const revalidate = () => void checkSession()
    window.addEventListener('focus', revalidate)
    // A panel opened offline on the kept session is checked as soon as the network is back.
    window.addEventListener('online', revalidate)
    const timer = window.setInterval(revalidate, revalidateEveryMs)
    return () => {
      window.removeEventListener('focus', revalidate)
      window.removeEventListener('online', revalidate)
      window.clearInterval(timer)
    }
  }, [onTokenCallback, isAuthenticated])
}

/** Spec §4 "Verification redirect", applied on every route. */
export function useVerificationRedirect(): void {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { user, sessionChecked } = useAuth()

  useEffect(() => {
    if (!sessionChecked) return
    const target = verificationRedirect({
      user,
      pathname,
      postVerificationRedirect: getPostVerificationRedirect(),
      loginRedirect: getLoginRedirect(),
    })
    if (!target || target === pathname) return
    // A verified user leaving /email-verification has used the stored redirect.
    if (user?.isVerified) clearRedirectMarkers()
    void navigate(target, { replace: true })
  }, [sessionChecked, user, pathname, navigate])
}
