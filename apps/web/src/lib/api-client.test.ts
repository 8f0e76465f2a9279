import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { jsonResponse } from '../test/fixtures.ts'

const okSchema = z.object({ success: z.literal(true), data: z.string() })

// The client reads the credential metas once per page load, so each test loads a fresh module.
async function loadClient() {
  vi.resetModules()
  return import('./api-client.ts')
}

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

    await expect(apiRequest('/api/x', { schema: okSchema, fallbackMessage: 'Fallo' })).resolves.toEqual({
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

    await apiRequest('/api/x', { schema: okSchema, fallbackMessage: 'Fallo' })

    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>
    expect(headers).not.toHaveProperty('x-api-key')
    expect(headers).not.toHaveProperty('x-api-secret')
  })

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: 'ok' }))
    const { apiRequest } = await loadClient()

    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: okSchema, fallbackMessage: 'Fallo' })

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

    const failure = apiRequest('/api/x', { schema: okSchema, fallbackMessage: 'Fallo' })

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

    await expect(apiRequest('/api/x', { schema: okSchema, fallbackMessage: 'Fallo' })).rejects.toMatchObject({
      message: 'No.',
      status: 200,
    })
  })

  it('falls back to the caller message when the server gives none', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }))
    const { apiRequest } = await loadClient()

    await expect(
      apiRequest('/api/x', { schema: okSchema, fallbackMessage: 'No se pudo cargar.' }),
    ).rejects.toMatchObject({ message: 'No se pudo cargar.', status: 502 })
  })

  it('falls back to the caller message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { apiRequest } = await loadClient()

    await expect(
      apiRequest('/api/x', { schema: okSchema, fallbackMessage: 'No se pudo cargar.' }),
    ).rejects.toMatchObject({ message: 'No se pudo cargar.', status: 0 })
  })

  it('rejects an answer that breaks the contract, with the caller message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: 42 }))
    const { apiRequest } = await loadClient()

    await expect(
      apiRequest('/api/x', { schema: okSchema, fallbackMessage: 'No se pudo cargar.' }),
    ).rejects.toMatchObject({ message: 'No se pudo cargar.' })
  })
})
