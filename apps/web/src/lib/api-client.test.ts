import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makeSessionUser } from '../test/fixtures.ts'

// The client reads the credential metas once per page load, so each test loads a fresh module.
async function loadClient() {
  vi.resetModules()
  return import('./api-client.ts')
}

/** A fresh client and the session store it reads, as one page load sees them. */
async function loadSignedIn() {
  vi.resetModules()
  const client = await import('./api-client.ts')
  const session = await import('./session-store.ts')
  session.setSessionUser(makeSessionUser())
  return { ...client, ...session }
}

const refreshPath = '/api/users/refresh-token'
const callsTo = (mock: ReturnType<typeof vi.fn<typeof fetch>>, path: string) =>
  mock.mock.calls.filter(([url]) => url === path).length

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta')
  meta.name = name
  meta.content = content
  document.head.append(meta)
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    for (const meta of document.head.querySelectorAll('meta')) meta.remove()
  })

  it('sends the app key and secret from the page metas, with cookies', async () => {
    setMeta('sosiego-api-key', 'key-123')
    setMeta('sosiego-api-secret', 'secret-456')
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: 'hola' }))
    const { apiRequest } = await loadClient()

    await expect(apiRequest('/api/x', { fallbackMessage: 'Fallo' })).resolves.toEqual({
      success: true,
      data: 'hola',
    })

    const [path, init] = fetchMock.mock.calls[0] ?? []
    expect(path).toBe('/api/x')
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toMatchObject({ 'x-api-key': 'key-123', 'x-api-secret': 'secret-456' })
  })

  it('sends no credential headers when the operator configured none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: 'hola' }))
    const { apiRequest } = await loadClient()

    await apiRequest('/api/x', { fallbackMessage: 'Fallo' })

    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>
    expect(headers).not.toHaveProperty('x-api-key')
    expect(headers).not.toHaveProperty('x-api-secret')
  })

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: 'ok' }))
    const { apiRequest } = await loadClient()

    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, fallbackMessage: 'Fallo' })

    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":1}')
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' })
  })

  it("throws the server's message, status and code", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'El plan no existe.', code: 'plans.notFound' }, 404),
    )
    const { apiRequest, ApiError } = await loadClient()

    const failure = apiRequest('/api/x', { fallbackMessage: 'Fallo' })

    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      message: 'El plan no existe.',
      status: 404,
      code: 'plans.notFound',
    })
  })

  it('treats success: false as a failure even with status 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'No.', code: 'x.y' }))
    const { apiRequest } = await loadClient()

    await expect(apiRequest('/api/x', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      message: 'No.',
      status: 200,
    })
  })

  it('falls back to the caller message when the server gives none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }))
    const { apiRequest } = await loadClient()

    await expect(apiRequest('/api/x', { fallbackMessage: 'No se pudo cargar.' })).rejects.toMatchObject({
      message: 'No se pudo cargar.',
      status: 502,
    })
  })

  it('treats an unreadable 200 answer as a failure, not as an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response('<html>proxy page</html>', { status: 200 }))
    const { apiRequest } = await loadClient()

    await expect(apiRequest('/api/x', { fallbackMessage: 'No se pudo cargar.' })).rejects.toMatchObject({
      message: 'No se pudo cargar.',
      status: 200,
    })
  })

  it('lets an abort while the body is read stay an abort', async () => {
    const controller = new AbortController()
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"success":tr'))
        controller.signal.addEventListener('abort', () =>
          stream.error(new DOMException('The operation was aborted.', 'AbortError')),
        )
      },
    })
    fetchMock.mockResolvedValue(new Response(body, { status: 200 }))
    const { apiRequest } = await loadClient()

    const pending = apiRequest('/api/x', { fallbackMessage: 'No se pudo cargar.', signal: controller.signal })
    await Promise.resolve()
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('falls back to the caller message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { apiRequest } = await loadClient()

    await expect(apiRequest('/api/x', { fallbackMessage: 'No se pudo cargar.' })).rejects.toMatchObject({
      message: 'No se pudo cargar.',
      status: 0,
    })
  })
})

describe('apiRequest after the session expires (401)', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const unauthorized = () =>
    jsonResponse({ success: false, message: 'Token is not valid', code: 'auth.unauthenticated' }, 401)

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

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
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

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

describe('apiDownload', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const csv = '\uFEFF"Nombre","Apellido"\n'
  const file = () =>
    new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="ordenes.csv"',
      },
    })
  const unauthorized = () =>
    jsonResponse({ success: false, message: 'Token is not valid', code: 'auth.unauthenticated' }, 401)

  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    for (const meta of document.head.querySelectorAll('meta')) meta.remove()
  })

  it('answers the bytes and the name the server gave the file, sent with the app key and cookies', async () => {
    setMeta('sosiego-api-key', 'key-123')
    fetchMock.mockResolvedValue(file())
    const { apiDownload } = await loadSignedIn()

    const { blob, fileName } = await apiDownload('/api/payment-records/export', { fallbackMessage: 'Fallo' })

    expect(fileName).toBe('ordenes.csv')
    // The BOM Excel needs arrives with the bytes.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(csv)
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toMatchObject({ 'x-api-key': 'key-123' })
  })

  it('renews the session once after a 401 and downloads on the retry', async () => {
    let renewed = false
    fetchMock.mockImplementation(async (url) => {
      if (url === refreshPath) {
        renewed = true
        return jsonResponse({ success: true, message: 'Sesión renovada.' })
      }
      return renewed ? file() : unauthorized()
    })
    const { apiDownload, authStore } = await loadSignedIn()

    await expect(
      apiDownload('/api/users/export?group=clients', { fallbackMessage: 'Fallo' }),
    ).resolves.toMatchObject({ fileName: 'ordenes.csv' })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/users/export?group=clients',
      refreshPath,
      '/api/users/export?group=clients',
    ])
    expect(authStore.getState().showSessionExpiredModal).toBe(false)
  })

  it('retries only once, and shows the session-expired modal when the refresh fails', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === refreshPath ? jsonResponse({ success: false, message: 'No' }, 401) : unauthorized(),
    )
    const { apiDownload, authStore, sessionExpiredCode } = await loadSignedIn()

    await expect(apiDownload('/api/a', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 401,
      code: sessionExpiredCode,
    })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/a', refreshPath])
    expect(authStore.getState().showSessionExpiredModal).toBe(true)
  })

  it("throws the server's Spanish message for a refusal, and the caller's when there is none", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: 'No tienes permiso.', code: 'auth.forbidden' }, 403),
    )
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }))
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { apiDownload } = await loadSignedIn()

    await expect(apiDownload('/api/a', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 403,
      code: 'auth.forbidden',
      message: 'No tienes permiso.',
    })
    await expect(apiDownload('/api/a', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 502,
      message: 'Fallo',
    })
    await expect(apiDownload('/api/a', { fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      status: 0,
      message: 'Fallo',
    })
  })
})
