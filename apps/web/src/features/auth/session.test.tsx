import { sessionHintCookie } from '@sosiego/shared'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lastSession, rememberLastSession } from '../../lib/offline-session.ts'
import { authStore, endSession, setSessionUser } from '../../lib/session-store.ts'
import { anonymousSession, mockApi, sessionOf } from '../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../test/fixtures.ts'
import { checkSession, revalidateEveryMs, signOut, useSessionLifecycle } from './session.ts'

const member = makeSessionUser()
const validateKey = 'GET /api/users/validate-token'
const refreshKey = 'POST /api/users/refresh-token'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('checkSession', () => {
  it('signs the page in when the cookies are valid', async () => {
    mockApi(sessionOf(member))
    await checkSession()
    expect(authStore.getState()).toMatchObject({
      user: member,
      isAuthenticated: true,
      sessionChecked: true,
      error: null,
    })
  })

  it('ends anonymous with "Token is not valid" when validation and refresh fail', async () => {
    const api = mockApi()
    await checkSession()
    expect(authStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      sessionChecked: true,
      error: 'Token is not valid',
    })
    expect(api.callsTo(validateKey)).toHaveLength(1)
    expect(api.callsTo(refreshKey)).toHaveLength(1)
  })

  it('asks nothing when the page has no session cookies (no hint): an anonymous visit', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    document.cookie = `${sessionHintCookie}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
    const api = mockApi(sessionOf(member))
    await checkSession()
    expect(authStore.getState()).toMatchObject({
      user: null,
      sessionChecked: true,
      error: 'Token is not valid',
    })
    expect(api.calls).toHaveLength(0)
  })

  it('refreshes once and validates again when the access cookie ran out', async () => {
    let refreshed = false
    const api = mockApi({
      [validateKey]: () =>
        refreshed
          ? jsonResponse({ isValid: true, message: 'ok', user: member })
          : jsonResponse({ isValid: false, message: 'Token is not valid', user: null }, 401),
      [refreshKey]: () => {
        refreshed = true
        return jsonResponse({ success: true, message: 'Sesión renovada.' })
      },
    })
    await checkSession()
    expect(authStore.getState().user).toEqual(member)
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      validateKey,
      refreshKey,
      validateKey,
    ])
  })

  it('shares one check between concurrent callers', async () => {
    const api = mockApi(sessionOf(member))
    await Promise.all([checkSession(), checkSession(), checkSession()])
    expect(api.callsTo(validateKey)).toHaveLength(1)
  })

  it('discards a result that arrives after a logout (authEpoch)', async () => {
    let answer: (response: Response) => void = () => {}
    mockApi({
      [validateKey]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    setSessionUser(member)
    const check = checkSession()
    endSession()
    answer(jsonResponse({ isValid: true, message: 'ok', user: member }))
    await check

    expect(authStore.getState()).toMatchObject({ user: null, isAuthenticated: false, authEpoch: 1 })
  })

  it('shows the session-expired modal when a signed-in session is found dead', async () => {
    mockApi()
    setSessionUser(member)
    await checkSession()
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, showSessionExpiredModal: true })
  })

  it('keeps the signed-in user when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockApi({
      [validateKey]: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    setSessionUser(member)
    await checkSession()
    expect(authStore.getState()).toMatchObject({ user: member, isAuthenticated: true })
  })

  it('goes on anonymous when the very first check cannot reach the server', async () => {
    mockApi({
      [validateKey]: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await checkSession()
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      sessionChecked: true,
      error: 'No se pudo comprobar la sesión.',
    })
  })
  it('opens on the session last confirmed on this device when the very first check cannot reach the server', async () => {
    mockApi({
      [validateKey]: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    rememberLastSession(member)
    await checkSession()
    expect(authStore.getState()).toMatchObject({ user: member, isAuthenticated: true, sessionChecked: true })
  })

  it('forgets the kept session when the server says it is over', async () => {
    mockApi()
    rememberLastSession(member)
    await checkSession()
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, sessionChecked: true })
    expect(lastSession()).toBeNull()
  })
})

describe('signOut', () => {
  it('ends the session here at once, forgets redirects and tells the server', async () => {
    const api = mockApi({ 'POST /api/users/logout': () => jsonResponse({ success: true, message: 'ok' }) })
    setSessionUser(member)
    localStorage.setItem('loginRedirect', '/checkout/mini')

    await signOut()

    expect(authStore.getState()).toMatchObject({ user: null, isAuthenticated: false, authEpoch: 1 })
    expect(localStorage.getItem('loginRedirect')).toBeNull()
    expect(api.callsTo('POST /api/users/logout')).toHaveLength(1)
  })

  it('signs out locally even when the server call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockApi({ 'POST /api/users/logout': () => jsonResponse({ success: false, message: 'x' }, 500) })
    setSessionUser(member)
    await signOut()
    expect(authStore.getState().isAuthenticated).toBe(false)
  })
})

function Lifecycle() {
  useSessionLifecycle()
  return null
}

function renderLifecycle(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Lifecycle /> }], { initialEntries: [path] })
  return render(<RouterProvider router={router} />)
}

describe('useSessionLifecycle', () => {
  it('checks the session on start', async () => {
    const api = mockApi(sessionOf(member))
    renderLifecycle('/')
    await vi.waitFor(() => expect(authStore.getState().sessionChecked).toBe(true))
    expect(api.callsTo(validateKey)).toHaveLength(1)
  })

  it('revalidates on window focus while signed in', async () => {
    const api = mockApi(sessionOf(member))
    renderLifecycle('/panel')
    await vi.waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true))

    act(() => {
      window.dispatchEvent(new Event('focus'))
    })

    await vi.waitFor(() => expect(api.callsTo(validateKey)).toHaveLength(2))
  })

  it('revalidates every 15 minutes while signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = mockApi(sessionOf(member))
    renderLifecycle('/panel')
    await vi.waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true))

    await act(async () => {
      await vi.advanceTimersByTimeAsync(revalidateEveryMs)
    })
    await vi.waitFor(() => expect(api.callsTo(validateKey)).toHaveLength(2))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(revalidateEveryMs)
    })
    await vi.waitFor(() => expect(api.callsTo(validateKey)).toHaveLength(3))
  })

  it('does not revalidate anonymous visitors', async () => {
    const api = mockApi(anonymousSession)
    renderLifecycle('/')
    await vi.waitFor(() => expect(authStore.getState().sessionChecked).toBe(true))

    act(() => {
      window.dispatchEvent(new Event('focus'))
    })

    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.callsTo(validateKey)).toHaveLength(1)
  })

  it('skips the check on the token callback route', async () => {
    const api = mockApi(sessionOf(member))
    setSessionUser(member)
    renderLifecycle('/login/token/callback')

    act(() => {
      window.dispatchEvent(new Event('focus'))
    })

    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.calls).toHaveLength(0)
  })
})
