import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../test/fixtures.ts'
import {
  loadClient,
  loadSignedIn,
  refreshPath,
  setMeta,
  stubbedFetch,
  unauthorized,
} from './api-client.test-helpers.ts'

// The API client's requests and downloads: what they send (the app key pair, cookies, JSON) and how
// a failure reads (the server's message, or the caller's). What a 401 or 403 does to the session:
// api-client-session.test.ts.

describe('apiRequest', () => {
  const fetchMock = stubbedFetch()

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

describe('apiDownload', () => {
  const fetchMock = stubbedFetch()
  const csv = '\uFEFF"Nombre","Apellido"\n'
  const file = () =>
    new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="ordenes.csv"',
      },
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
