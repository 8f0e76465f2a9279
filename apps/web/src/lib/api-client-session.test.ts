import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, makeSessionUser } from '../test/fixtures.ts'
import {
  callsTo,
  loadClient,
  loadSignedIn,
  refreshPath,
  stubbedFetch,
  unauthorized,
} from './api-client.test-helpers.ts'

// What the server's 401 and 403 do to the web session: one shared refresh and a retry, or the
// session ended with the 'Sesión Expirada' modal; and an address not verified marked so. Requests
// and downloads as such: api-client-requests.test.ts.

describe('apiRequest after the session expires (401)', () => {
  const fetchMock = stubbedFetch()

  it('renews the session once and retries the request', async () => {
    let renewed = false
    fetchMock.mockImplementation(async (url) => {
      if (url === refreshPath) {
        renewed = true
        return jsonResponse({ success: true, message: 'Sesión renovada.' })
      }
      return renewed ? jsonResponse({ success: true, data: 'hola' }) : unauthorized()
    })
    const { apiRequest } = await loadSignedIn()

    await expect(apiRequest('/api/x', { fallbackMessage: 'Fallo' })).resolves.toMatchObject({
      data: 'hola',
    })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/x', refreshPath, '/api/x'])
    const refresh = fetchMock.mock.calls[1]?.[1]
    expect(refresh).toMatchObject({ method: 'POST', credentials: 'include' })
    expect(refresh?.body).toBeUndefined()
  })

  it('shares one refresh between requests that fail together', async () => {
    let renewed = false
    let finishRefresh: () => void = () => {}
    fetchMock.mockImplementation(async (url) => {
      if (url === refreshPath) {
        await new Promise<void>((resolve) => {
          finishRefresh = resolve
        })
        renewed = true
        return jsonResponse({ success: true, message: 'ok' })
      }
      return renewed ? jsonResponse({ success: true, data: String(url) }) : unauthorized()
    })
    const { apiRequest } = await loadSignedIn()

    const first = apiRequest('/api/a', { fallbackMessage: 'Fallo' })
    const second = apiRequest('/api/b', { fallbackMessage: 'Fallo' })
    await vi.waitFor(() => expect(callsTo(fetchMock, refreshPath)).toBe(1))
    finishRefresh()

    await expect(first).resolves.toMatchObject({ data: '/api/a' })
    await expect(second).resolves.toMatchObject({ data: '/api/b' })
    expect(callsTo(fetchMock, refreshPath)).toBe(1)
  })

  it('retries without another refresh when one finished while the request was out', async () => {
    let renewed = false
    let answerSlow: (response: Response) => void = () => {}
    fetchMock.mockImplementation(async (url) => {
      if (url === refreshPath) {
        renewed = true
        return jsonResponse({ success: true, message: 'ok' })
      }
      if (url === '/api/slow' && !renewed) {
        return new Promise<Response>((resolve) => {
          answerSlow = resolve
        })
      }
      return renewed ? jsonResponse({ success: true, data: String(url) }) : unauthorized()
    })
    const { apiRequest } = await loadSignedIn()

    const slow = apiRequest('/api/slow', { fallbackMessage: 'Fallo' })
    await expect(apiRequest('/api/fast', { fallbackMessage: 'Fallo' })).resolves.toMatchObject({
      data: '/api/fast',
    })
    // Sent with the old cookie before the renewal, answered after it.
    answerSlow(unauthorized())

    await expect(slow).resolves.toMatchObject({ data: '/api/slow' })
    expect(callsTo(fetchMock, refreshPath)).toBe(1)
  })

  it('signs out, shows the session-expired modal and forgets redirects when the refresh fails', async () => {
    localStorage.setItem('loginRedirect', '/checkout/mini')
    localStorage.setItem('postVerificationRedirect', '/test')
    fetchMock.mockImplementation(async (url) =>
      url === refreshPath ? jsonResponse({ success: false, message: 'No' }, 401) : unauthorized(),
    )
    const { apiRequest, authStore, sessionExpiredCode } = await loadSignedIn()
    const epoch = authStore.getState().authEpoch

    const failures = await Promise.allSettled([
      apiRequest('/api/a', { fallbackMessage: 'Fallo' }),
      apiRequest('/api/b', { fallbackMessage: 'Fallo' }),
    ])

    for (const failure of failures) {
      expect(failure).toMatchObject({ status: 'rejected', reason: { status: 401, code: sessionExpiredCode } })
    }
    expect(callsTo(fetchMock, refreshPath)).toBe(1)
    expect(authStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      showSessionExpiredModal: true,
      authEpoch: epoch + 1,
    })
    expect(localStorage.getItem('loginRedirect')).toBeNull()
    expect(localStorage.getItem('postVerificationRedirect')).toBeNull()
  })

  it('refreshes again for a later 401: a finished refresh is not reused', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === refreshPath ? jsonResponse({ success: false, message: 'No' }, 401) : unauthorized(),
    )
    const { apiRequest, setSessionUser } = await loadSignedIn()

    await expect(apiRequest('/api/a', { fallbackMessage: 'Fallo' })).rejects.toThrow()
    setSessionUser(makeSessionUser())
    await expect(apiRequest('/api/a', { fallbackMessage: 'Fallo' })).rejects.toThrow()

    expect(callsTo(fetchMock, refreshPath)).toBe(2)
  })

  it('treats a network failure of the refresh as an expired session', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === refreshPath) throw new TypeError('Failed to fetch')
      return unauthorized()
    })
    const { apiRequest, authStore } = await loadSignedIn()

    await expect(apiRequest('/api/a', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 401,
    })
    expect(authStore.getState().showSessionExpiredModal).toBe(true)
  })

  it('retries only once: a second 401 is the answer', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === refreshPath ? jsonResponse({ success: true, message: 'ok' }) : unauthorized(),
    )
    const { apiRequest, authStore } = await loadSignedIn()

    await expect(apiRequest('/api/a', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 401,
      message: 'Token is not valid',
    })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/a', refreshPath, '/api/a'])
    expect(authStore.getState().isAuthenticated).toBe(true)
  })

  it('does not retry for anonymous visitors', async () => {
    fetchMock.mockImplementation(async () => unauthorized())
    const { apiRequest } = await loadClient()

    await expect(apiRequest('/api/a', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 401,
    })
    expect(fetchMock).toHaveBeenCalledOnce()
  })

  it('does not retry the calls that opt out (logout, validation)', async () => {
    fetchMock.mockImplementation(async () => unauthorized())
    const { apiRequest, authStore } = await loadSignedIn()

    await expect(
      apiRequest('/api/users/logout', {
        method: 'POST',
        fallbackMessage: 'Fallo',
        authRetry: false,
      }),
    ).rejects.toMatchObject({ status: 401 })
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(authStore.getState().showSessionExpiredModal).toBe(false)
  })

  it('shows no modal when the session was ended here while the refresh ran', async () => {
    let finishRefresh: (response: Response) => void = () => {}
    fetchMock.mockImplementation(async (url) =>
      url === refreshPath
        ? new Promise<Response>((resolve) => {
            finishRefresh = resolve
          })
        : unauthorized(),
    )
    const { apiRequest, authStore, endSession } = await loadSignedIn()

    const request = apiRequest('/api/a', { fallbackMessage: 'Fallo' })
    await vi.waitFor(() => expect(callsTo(fetchMock, refreshPath)).toBe(1))
    endSession()
    finishRefresh(jsonResponse({ success: false, message: 'No' }, 401))

    await expect(request).rejects.toMatchObject({ status: 401 })
    expect(authStore.getState().showSessionExpiredModal).toBe(false)
  })
})

describe('apiRequest for an address not verified (403 auth.emailUnverified)', () => {
  const fetchMock = stubbedFetch()

  it('marks the session user unverified, so the app-wide rule takes them to verification', async () => {
    const message = 'Verifica tu correo electrónico para continuar: abre el enlace que te enviamos.'
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message, code: 'auth.emailUnverified' }, 403))
    const { apiRequest, authStore } = await loadSignedIn()
    expect(authStore.getState().user?.isVerified).toBe(true)

    await expect(apiRequest('/api/audios/list', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 403,
      code: 'auth.emailUnverified',
      message,
    })
    expect(authStore.getState().user?.isVerified).toBe(false)
  })

  it('leaves the session alone on any other 403', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'No', code: 'auth.forbidden' }, 403))
    const { apiRequest, authStore } = await loadSignedIn()
    await expect(apiRequest('/api/x', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({ status: 403 })
    expect(authStore.getState().user?.isVerified).toBe(true)
  })
})
