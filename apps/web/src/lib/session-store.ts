import type { SessionUser } from '@sosiego/shared'
import { useRef, useSyncExternalStore } from 'react'
import { clearRedirectMarkers } from './auth-storage.ts'

// In lib, not features/auth: the API client and most features read the session.

/** The auth state of spec §3. The session itself lives in httpOnly cookies the page never sees. */
export type AuthState = {
  user: SessionUser | null
  isAuthenticated: boolean
  /** A sign-in request is running. */
  isLoading: boolean
  /** The last sign-in failure, as shown to the person. */
  error: string | null
  /** The first session check has finished (until then guards wait instead of deciding). */
  sessionChecked: boolean
  showSessionExpiredModal: boolean
  /** Raised each time a session ends here; answers started before then are stale and discarded. */
  authEpoch: number
}

const initialState: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  sessionChecked: false,
  showSessionExpiredModal: false,
  authEpoch: 0,
}

let state = initialState
const listeners = new Set<() => void>()

/**
 * A tiny external store: the API client (outside React) and components read the same state.
 * One module-level instance per page load, like the cookies it mirrors.
 */
export const authStore = {
  getState: (): AuthState => state,
  setState(patch: Partial<AuthState>): void {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Tests only: back to a fresh page load. */
  reset(): void {
    state = initialState
    for (const listener of listeners) listener()
  },
}

export function useAuth(): AuthState {
  return useAuthValue((auth) => auth)
}

/**
 * One part of the auth state: the component re-renders only when that part changes. Where a page
 * hydrates section by section, a needless re-render would pass new props into sections not hydrated
 * yet and force them all to hydrate at once, in one long task.
 */
export function useAuthValue<T>(select: (state: AuthState) => T): T {
  const read = () => select(authStore.getState())
  // Pre-rendered markup shows a visitor whose session is not checked yet: hydration starts from that
  // state even when the check has already answered (the landing page's islands hydrate one by one).
  const readPrerendered = () => select(initialState)
  return useSyncExternalStore(authStore.subscribe, read, readPrerendered)
}

/** Signed in (by a form, Google, or a session check that found valid cookies). */
export function setSessionUser(user: SessionUser): void {
  authStore.setState({ user, isAuthenticated: true, isLoading: false, error: null, sessionChecked: true })
}

/** The same person, newer data (profile saved, session revalidated). */
export function updateSessionUser(user: SessionUser): void {
  if (authStore.getState().isAuthenticated) authStore.setState({ user })
}

/** The session check found no session. */
export function markAnonymous(error: string | null = null): void {
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: true, error })
}

/** Signed out here: stale answers are discarded from now on. */
export function endSession(): void {
  const { authEpoch } = authStore.getState()
  authStore.setState({
    user: null,
    isAuthenticated: false,
    isLoading: false,
    error: null,
    sessionChecked: true,
    authEpoch: authEpoch + 1,
  })
}

/**
 * The session could not be renewed. Only the first caller of an epoch acts: several requests
 * failing together show one modal, and a session already ended (logout) is not "expired".
 */
export function expireSession(epoch: number): void {
  const current = authStore.getState()
  if (current.authEpoch !== epoch || !current.isAuthenticated) return
  endSession()
  clearRedirectMarkers()
  authStore.setState({ showSessionExpiredModal: true })
}

export function dismissSessionExpired(): void {
  authStore.setState({ showSessionExpiredModal: false })
}

/**
 * The signed-in user, for pages behind a guard (which renders them only with a user). Keeps the last
 * known user for the moment between a sign-out and the guard sending the page away.
 */
export function useSignedInUser(): SessionUser {
  const { user } = useAuth()
  const last = useRef(user)
  if (user) last.current = user
  if (!last.current) throw new Error('useSignedInUser is for pages behind a sign-in guard')
  return last.current
}
